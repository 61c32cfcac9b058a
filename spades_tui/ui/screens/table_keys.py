"""The table's keys: card codes in each language, and the bindings of every decision.

Every key is bound here, with the Footer's word for it; ``TableScreen.check_action`` decides
which of them work at the decision on screen.
"""

from __future__ import annotations

from dataclasses import replace

from textual.binding import Binding

from spades_tui.i18n import N_
from spades_tui.ui.cardtext import glyphs
from spades_tui.ui.screens import table_text as tt

RANK_KEYS = {str(n): str(n) for n in range(2, 10)} | {
    "t": "T",
    "j": "J",
    "q": "Q",
    "k": "K",
    "a": "A",
    "1": "1",
}
SUIT_KEYS = {"s": 0, "h": 1, "d": 2, "c": 3}
# Hungarian card codes: bubi, dáma, király, ász; pikk, kőr, káRó, treff. The English letters
# still work. A letter that is both a rank and a suit (d: dáma or diamonds, k: király or kőr,
# t: ten or treff) is a rank as the first key and a suit after a rank: the suit bindings come
# first in the list and are active only while a rank is typed.
HU_RANK_KEYS = RANK_KEYS | {"b": "J", "d": "Q"}
HU_SUIT_KEYS = SUIT_KEYS | {"p": 0, "k": 1, "r": 2, "t": 3}
SUIT_LETTERS = {"en": "s h d c", "hu": "p k r t"}
RANK_ORDER = "23456789TJQKA"
CARD_PHASES = ("play", "exchange")
# Keys that make a choice at some decision; pressed while another is deciding, they are refused.
DECISION_KEYS = ("enter", "space")


def card_code_bindings(language: str = "en") -> list[Binding]:
    """A card typed by its code, "6c" or "10h": a rank, then its suit. While a rank is typed,
    h and s mean hearts and spades; either case works ("KD" with Caps Lock on is a king)."""
    hungarian = language == "hu"
    return [
        *(
            Binding(f"{k},{k.upper()}", f"suit({v})", show=False)
            for k, v in (HU_SUIT_KEYS if hungarian else SUIT_KEYS).items()
        ),
        Binding("0", "ten", show=False),
        *(
            Binding(f"{k},{k.upper()}" if k.isalpha() else k, f"rank('{v}')", show=False)
            for k, v in (HU_RANK_KEYS if hungarian else RANK_KEYS).items()
        ),
    ]


CARD_CODE_ACTIONS = ("rank", "ten", "suit")


def card_code_allows(action: str, code: str) -> bool:
    """Whether a key of a card code may act with ``code`` typed so far: a rank at any time,
    0 after a 1 (the ten), a suit after any other rank."""
    if action == "ten":
        return code == "1"
    if action == "suit":
        return code not in ("", "1")
    return True


def typed_card(code: str, suit: int) -> int:
    """The card a rank's code and then its suit name."""
    return suit * 13 + RANK_ORDER.index(code)


def table_bindings(ascii_only: bool, language: str = "en") -> list[Binding]:
    g = glyphs(ascii_only)
    word = tt.KEY_WORDS.get(language, tt.KEY_WORDS["en"])
    keys = [
        # Phase keys first, so the Footer lists them first; check_action lets one of the
        # bindings sharing a key act (k keeps in the draft and names a king in the play).
        # The keys that are words follow the language (see table_text.KEY_WORDS).
        Binding(word["keep"], "keep", N_("Keep")),
        Binding(word["reject"], "reject", N_("Reject")),
        Binding(word["declare"], "double_nil(True)", N_("Double nil")),
        Binding(word["decline"], "double_nil(False)", N_("No")),
        Binding(word["nil"], "nil", N_("Nil")),
        *card_code_bindings(language),
        Binding("left,h", "move(-1)", N_("Move"), key_display=g.arrows),
        Binding("right,l", "move(1)", N_("Move"), show=False),
        Binding("up", "bid_step(1)", N_("More/less"), key_display="up/dn" if ascii_only else "↑↓"),
        Binding("down", "bid_step(-1)", N_("Bid -"), show=False),
        *(Binding(str(n), f"bid_digit({n})", show=False) for n in range(10)),
        # The same Enter, named for what it does in the exchange (the first that works shows).
        Binding("enter", "give", N_("Give them"), key_display=g.enter),
        Binding("enter", "choose", N_("Choose"), key_display=g.enter),
        Binding("space", "mark", N_("Mark")),
        Binding("space", "choose", N_("Choose"), show=False),
        Binding("escape", "clear", N_("Clear"), show=False),
        Binding("escape", "step_back", N_("Back"), show=False),
        Binding("i", "hint", N_("Hint")),
        Binding("g", "toggle_log", N_("Log")),
        Binding("L", "last_trick", N_("Last trick")),
        Binding("s", "history", N_("Scores")),
        # The same key before any hand is scored: the history opens and says it is empty.
        Binding("s", "empty_history", show=False),
        Binding("p,space", "pause", N_("Pause"), key_display="p"),
        Binding("p,space", "go_on", N_("Go on"), key_display="p"),
        # A watcher's way home: Esc clears nothing at a table where nobody decides.
        Binding("escape", "stop_watching", N_("Leave"), key_display="Esc"),
        Binding("plus,equals_sign", "pace(0.67)", N_("Faster"), key_display="+"),
        Binding("minus", "pace(1.5)", N_("Slower"), key_display="-"),
    ]
    # Priority: a key is matched as it arrives, so while a choice is on its way to the app the
    # keys typed after it can be held back (see on_key) instead of meeting a stale table.
    return [replace(binding, priority=True) for binding in keys]
