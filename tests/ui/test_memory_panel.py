"""The "What you know" panel: for each suit your cards, then the ones you have not seen, in
words and plain characters that read the same without colour and in ASCII."""

import re

from ui_helpers import position

from spades_tui import i18n
from spades_tui.core.game import Phase
from spades_tui.ui.cardtext import rank_name
from spades_tui.ui.widgets.memory import SUIT_ROWS, memory_text

TENS = (8, 21, 34, 47)  # the ten of each suit, as card numbers


def _played_a_ten(game) -> bool:
    return game.phase is Phase.PLAY and any(c in TENS for c in game.view(0).played_cards)


def _ranks(cards, suit: int) -> list[str]:
    return [rank_name(c) for c in sorted(cards, reverse=True) if c // 13 == suit]


def test_each_row_lists_your_cards_then_the_unseen_ones_and_nothing_else():
    game = position(5, stop=_played_a_ten)
    view = game.view(0)
    seen = set(view.hand) | set(view.played_cards) | set(view.seen_discards)
    unseen = [c for c in range(52) if c not in seen]
    rows = memory_text(view, width=40).plain.splitlines()
    for row, suit in zip(rows, SUIT_ROWS, strict=False):
        held, not_seen = (part.split() for part in row[2:].split(" / "))
        assert held == (_ranks(view.hand, suit) or ["–"]), row
        assert not_seen == (_ranks(unseen, suit) or ["–"]), row


def test_a_played_ten_leaves_no_stray_mark_and_the_tens_left_read_10():
    game = position(5, stop=_played_a_ten)
    text = memory_text(game.view(0), ascii_only=True, width=40).plain
    assert "·" not in text and " ." not in text and "T" not in text
    played = [c for c in TENS if c in game.view(0).played_cards]
    row_of = dict(zip(SUIT_ROWS, text.splitlines(), strict=False))
    for ten in played:
        assert "10" not in row_of[ten // 13].split(), row_of[ten // 13]


def test_ascii_is_plain_characters_with_the_legend_in_words():
    game = position(5, stop=_played_a_ten)
    text = memory_text(game.view(0), ascii_only=True, width=20).plain
    assert text.isascii(), text
    assert text.splitlines()[-1] == "yours / not seen yet"
    assert all(len(line) <= 20 for line in text.splitlines()), text


def test_the_ten_is_10_in_hungarian_too():
    game = position(5, stop=lambda g: g.phase is Phase.DRAFT)
    i18n.use("hu")
    try:
        rows = memory_text(game.view(0)).plain.splitlines()[:4]
    finally:
        i18n.use("en")
    assert all("10" in row and "T" not in row for row in rows), rows


def test_a_row_is_spaced_only_where_it_fits():
    game = position(5, stop=lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) >= 3)
    narrow = memory_text(game.view(0), width=20).plain.splitlines()[:4]
    wide = memory_text(game.view(0), width=34).plain.splitlines()[:4]
    assert all(len(row) <= 20 for row in narrow), narrow
    assert all(" / " in row for row in wide), wide


def test_squeezed_the_ten_stands_apart_and_a_whole_suit_still_fits_the_80_column_panel():
    """A space stays beside the ten, as "AKQJ1098" could hold a 1. The panel's text is 20
    columns wide at 80x24, and the draft's first turn leaves whole suits unseen."""
    start = position(5, stop=lambda g: g.phase is Phase.DRAFT)
    played = position(5, stop=lambda g: g.phase is Phase.PLAY)
    rows = []
    for game, ascii_only, language in (
        (start, False, "en"),
        (start, True, "en"),
        (played, False, "en"),
        (played, True, "hu"),
    ):
        i18n.use(language)
        try:
            rows += memory_text(game.view(0), ascii_only, width=20).plain.splitlines()[:4]
        finally:
            i18n.use("en")
    assert all(len(row) <= 20 and " / " not in row for row in rows), rows
    assert all(re.search(r"\w10|10\w", row) is None for row in rows), rows
    assert sum("10" in row for row in rows) >= 12, rows  # the tens were there to be set apart


async def test_the_wide_table_spaces_the_ranks():
    from ui_helpers import app_for

    from spades_tui.ui.widgets.memory import MemoryPanel

    game = position(5, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game, ("human", "random"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        panel = app.screen.query_one(MemoryPanel)
        rows = str(panel.render()).splitlines()[:4]
        assert all(" / " in row for row in rows), rows


def spaced_rows(text: str) -> list[bool]:
    return [" / " in row for row in text.splitlines()[:4]]


def test_one_form_for_the_whole_panel_at_every_width():
    """Spaced where every row fits spaced, else squeezed: never the two forms in one panel."""
    game = position(5, stop=_played_a_ten)
    view = game.view(0)
    forms = set()
    for width in range(14, 41):
        spaced = spaced_rows(memory_text(view, width=width).plain)
        assert len(set(spaced)) == 1, (width, memory_text(view, width=width).plain)
        forms.add(spaced[0])
    assert forms == {False, True}  # the widths tried reach both forms


async def test_the_80_column_table_shows_one_form():
    from ui_helpers import SIZE, app_for

    from spades_tui.ui.widgets.memory import MemoryPanel

    for seed in (3, 5, 9):
        game = position(seed, stop=lambda g: g.phase is Phase.PLAY)
        app = app_for(game, ("human", "random"))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            panel = app.screen.query_one(MemoryPanel)
            rows = str(panel.render())
            assert len(set(spaced_rows(rows))) == 1, rows


def test_after_the_opponents_exchange_the_discards_seen_are_back_and_the_key_says_so():
    """Once the other player has swapped cards with the discards, those seen going there may
    be in their hand: the panel lists them again, and its key no longer says "not seen"."""
    game = position(5, stop=lambda g: g.phase is Phase.EXCHANGE, declare=(True, False))
    before = memory_text(game.view(1), width=40).plain
    assert before.splitlines()[-1] == "yours / not seen yet"
    game.apply(game.legal_actions()[-1])  # seat 0 gives cards for its double nil
    assert game.view(1).exchanged[0]
    view = game.view(1)
    after = memory_text(view, width=40).plain.splitlines()
    assert after[-1] == "yours / maybe theirs"
    back = [c for c in view.seen_discards if c not in view.hand]
    for row, suit in zip(after, SUIT_ROWS, strict=False):
        assert set(_ranks(back, suit)) <= set(row[2:].split(" / ")[1].split()), row


def test_an_opponent_with_no_card_left_is_shown_holding_none():
    """At the last trick, with the opponent's card already down, the panel still listed the
    discards as cards the opponent might hold."""

    def last_card_to_answer(game) -> bool:
        hand = game.hand
        return (
            game.phase is Phase.PLAY
            and game.to_act == 0
            and not hand.hands[1]
            and len(hand.hands[0]) == 1
        )

    game = position(5, stop=last_card_to_answer)
    view = game.view(0)
    assert view.opponent_hand_size == 0 and view.unseen_cards
    rows = memory_text(view, width=40).plain.splitlines()[:4]
    assert all(row.split(" / ")[1].strip() == "–" for row in rows), rows
