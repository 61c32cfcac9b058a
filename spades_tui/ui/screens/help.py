"""Help: the player's guide and the keys, read from the documents shipped inside the package.

The screen opens at the section for what was on screen when it was asked for, and the
number keys (or a click on the contents line) jump between sections.
"""

from __future__ import annotations

import re
from importlib.resources import files

from rich.console import Console, ConsoleOptions, RenderResult
from rich.markdown import Heading, Markdown, TableElement
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.scrollbar import ScrollBarRender
from textual.widget import Widget
from textual.widgets import Static

from spades_tui.i18n import N_, NP_, _, current, pgettext
from spades_tui.ui.cardtext import plain
from spades_tui.ui.widgets.footer import Footer

# Section name -> (label on the contents line, the heading it jumps to). The names of the
# game phases are section names, so the app can open the help at the phase on screen.
# Both are looked up in the catalog: a translated guide's headings are these translations.
SECTIONS: dict[str, tuple[str, str]] = {
    "double_nil": (NP_("help contents", "Double nil"), N_("Double nil")),
    "draft": (NP_("help contents", "Draft"), N_("The draft")),
    # Short labels: with the network's, nine of them share one line of 78 columns.
    "exchange": (NP_("help contents", "Swap"), N_("Double nil exchange")),
    "bidding": (NP_("help contents", "Bids"), N_("Bidding")),
    "play": (NP_("help contents", "Play"), N_("Playing the tricks")),
    "scoring": (NP_("help contents", "Score"), N_("Scoring")),
    "options": (NP_("help contents", "Options"), N_("Rule options")),
    "network": (NP_("help contents", "Network"), N_("Playing over the network")),
    "keys": (NP_("help contents", "Keys"), N_("Keys")),
}

# Places the help opens at that are not on the contents line: headings of the keys page.
PLACES: dict[str, str] = {
    "review": N_("Reviewing a hand"),
}

# What --ascii puts in place of the few non-ASCII characters the documents use (suits are
# handled by cardtext.plain, as everywhere else).
_ASCII_WORDS = str.maketrans({"←": "left", "→": "right", "↑": "up", "↓": "down"})
# What the Markdown renderer draws beyond the text: list bullets and quote bars. (Its boxes
# and rules turn ASCII by themselves when told the terminal is ASCII-only.)
_ASCII_GLYPHS = str.maketrans({"•": "*", "▌": "|"})
# A line that starts a section of its own: the documents' titles and their second-level
# headings, which are the places the contents line and the phases jump to.
_SECTION_START = re.compile(r"^#{1,2} ", re.MULTILINE)


def read_doc(name: str) -> str:
    """A shipped document, in the language in use when it has been translated."""
    docs = files("spades_tui") / "docs"
    stem, _dot, suffix = name.rpartition(".")
    translated = docs / f"{stem}.{current()}.{suffix}"
    try:
        if current() != "en" and translated.is_file():
            return translated.read_text(encoding="utf-8")
        return (docs / name).read_text(encoding="utf-8")
    except OSError:
        return _("*The document {name} is missing from this installation.*").format(name=name)


def help_source(ascii_only: bool = False) -> str:
    """The text the help shows: the guide, then the keys."""
    text = read_doc("guide.md") + "\n\n" + read_doc("keys.md")
    return plain(text, ascii_only).translate(_ASCII_WORDS) if ascii_only else text


def short(label: str) -> str:
    """A section's label on the contents line, which must fit 80 columns in every language."""
    return pgettext("help contents", label)


def contents_line() -> Content:
    """ "1 Double nil 2 Draft ...": each entry names its key and can be clicked."""
    parts: list[Content] = []
    for number, (name, (label, _heading)) in enumerate(SECTIONS.items(), start=1):
        # Our own constant words, so markup is safe here.
        parts.append(
            Content.from_markup(
                f"[@click=screen.section('{name}')][b $accent]{number}[/] {short(label)}[/]"
            )
        )
    return Content(" ").join(parts)


def guide_sections(source: str) -> list[str]:
    """The help's text cut before each title and second-level heading."""
    starts = [m.start() for m in _SECTION_START.finditer(source)]
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
    return [source[a:b].strip() for a, b in zip(starts, [*starts[1:], len(source)], strict=True)]


class _GuideTable(TableElement):
    """A table without the empty lines the renderer puts above and below it."""

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        (table,) = super().__rich_console__(console, options)
        assert isinstance(table, Table)
        table.show_edge = False
        yield table


class _GuideHeading(Heading):
    """Headings on the left, told apart by weight and line rather than by colour alone."""

    STYLES = {"h1": Style(bold=True), "h2": Style(bold=True, underline=True)}

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        text = self.text.copy()
        text.stylize(self.STYLES.get(self.tag, Style(bold=True, italic=True)))
        text.justify = "center" if self.tag == "h1" else "left"
        yield text


class GuideMarkdown(Markdown):
    elements = {**Markdown.elements, "table_open": _GuideTable, "heading_open": _GuideHeading}


class _AsciiOnly:
    """A renderable drawn as on an ASCII-only terminal: boxes and rules in ASCII, and the
    renderer's own glyphs replaced."""

    def __init__(self, renderable: GuideMarkdown) -> None:
        self.renderable = renderable

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        options = options.copy()
        options.encoding = "ascii"  # rich then picks its ASCII boxes
        for segment in console.render(self.renderable, options):
            text = segment.text.translate(_ASCII_GLYPHS)
            yield Segment(text, segment.style, segment.control)


class GuideSection(Static):
    """One section of the guide or of the keys, its heading first.

    The whole help is a dozen of these rather than one widget per paragraph and table cell:
    a screen of hundreds of widgets took more than a second to open.
    """

    DEFAULT_CSS = """
    GuideSection { max-width: 100; margin-bottom: 1; }
    """

    def __init__(self, source: str, ascii_only: bool) -> None:
        first = source.splitlines()[0] if source else ""
        # The heading as written, to find the section by (see HelpScreen.heading).
        self.heading = first.lstrip("#").strip() if first.startswith("#") else ""
        self.source = source
        self.markdown = GuideMarkdown(source)
        super().__init__(_AsciiOnly(self.markdown) if ascii_only else self.markdown)


class AsciiScrollBar(ScrollBarRender):
    """A scroll bar drawn with spaces and colour only, for --ascii."""

    VERTICAL_BARS = [" "] * 8
    HORIZONTAL_BARS = [" "] * 8


class HelpScreen(Screen[None]):
    DEFAULT_CSS = """
    HelpScreen #contents {
        height: auto;
        padding: 0 1;
        background: $panel;
    }
    HelpScreen #guide {
        padding: 0 1;
    }
    /* --ascii: no box lines, not even the footer's divider. */
    HelpScreen.-ascii Footer FooterKey.-command-palette {
        border-left: blank;
    }
    """

    BINDINGS = [
        Binding("escape,q,question_mark,f1", "close", N_("Back"), key_display="Esc"),
        Binding("1", "section('double_nil')", N_("Sections"), key_display="1–9"),
        *(
            Binding(str(n), f"section('{name}')", show=False)
            for n, name in enumerate(SECTIONS, start=1)
            if n > 1
        ),
        # The arrows, PgUp/PgDn, Home and End are the scroll view's own keys; these add to them.
        Binding("k", "scroll(-1)", show=False),
        Binding("j", "scroll(1)", show=False),
        Binding("space", "page", show=False),
    ]

    def __init__(self, section: str | None = None, ascii_only: bool = False) -> None:
        super().__init__(classes="-ascii" if ascii_only else None)
        self.start_section = section
        self.ascii_only = ascii_only

    def compose(self) -> ComposeResult:
        yield Static(contents_line(), id="contents")
        with VerticalScroll(id="guide"):
            for section in guide_sections(help_source(self.ascii_only)):
                yield GuideSection(section, self.ascii_only)
        yield Footer()

    def on_mount(self) -> None:
        scroll = self.query_one("#guide", VerticalScroll)
        if self.ascii_only:
            scroll.vertical_scrollbar.renderer = AsciiScrollBar
        scroll.focus()
        # The sections are laid out after this, and each width they are given moves the
        # heading, so the opening section is placed again each time the guide's size
        # changes, until the reader takes over.
        self.watch(scroll, "virtual_size", self._place_opening_section, init=False)

    def relabel(self) -> None:
        # The guide is a document in each language: the one in use is shown from its start.
        self.call_next(self._compose_again)

    async def _compose_again(self) -> None:
        await self.recompose()
        self.on_mount()

    def _place_opening_section(self) -> None:
        if self.start_section is not None:
            self.action_section(self.start_section)

    def on_key(self) -> None:
        self.start_section = None

    def on_mouse_down(self) -> None:
        self.start_section = None

    def heading(self, section: str) -> Widget | None:
        """The heading widget of a section, once the document is on screen."""
        if section in SECTIONS:
            title: str | None = _(SECTIONS[section][1])
        else:
            title = _(PLACES[section]) if section in PLACES else None
        for part in self.query(GuideSection):
            if part.heading == title:
                return part
        return None

    def action_section(self, section: str) -> None:
        header = self.heading(section)
        if header is not None:
            scroll = self.query_one("#guide", VerticalScroll)
            # At once: a scroll left for the next refresh can be lost while the guide loads.
            scroll.scroll_to_widget(header, top=True, animate=False, immediate=True)

    def action_scroll(self, lines: int) -> None:
        self.query_one("#guide", VerticalScroll).scroll_relative(y=lines, animate=False)

    def action_page(self) -> None:
        self.query_one("#guide", VerticalScroll).scroll_page_down(animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
