"""Hungarian case endings after a figure: 6-ot, 3-at, 2-t; 4-ből, 8-ból; 5-höz; 7-tel, 10-zel.

Hungarian writes a case ending on a figure after a hyphen, and which ending it takes depends
on how the figure is read aloud: its last spoken word (13 is tizenhárom, so 13-at as three is
hármat; 20 is húsz, so 20-at; 1000 is ezer, so 1000-et). Each such word brings its accusative,
the vowel class that picks -ból or -ből (and -hoz, -hez or -höz), and the consonant that the
-val/-vel ending doubles (hárommal: 3-mal).

No Textual and no catalog here: ``i18n.Count`` asks for an ending when a translation writes
a figure with one, as in ``licitálj {n:t}``.
"""

from __future__ import annotations

BACK, FRONT, ROUNDED = "back", "front", "rounded"  # the last vowel: a/o/u, e/i, ö/ő/ü

# Each last spoken word: (accusative ending, vowel class, -val/-vel with its assimilation).
_NULLA = ("t", BACK, "val")  # 0-t: nullát
_UNITS = {
    1: ("et", FRONT, "gyel"),  # egyet, eggyel
    2: ("t", ROUNDED, "vel"),  # kettőt, kettővel
    3: ("at", BACK, "mal"),  # hármat, hárommal
    4: ("et", FRONT, "gyel"),  # négyet, néggyel
    5: ("öt", ROUNDED, "tel"),  # ötöt, öttel
    6: ("ot", BACK, "tal"),  # hatot, hattal
    7: ("et", FRONT, "tel"),  # hetet, héttel
    8: ("at", BACK, "cal"),  # nyolcat, nyolccal
    9: ("et", FRONT, "cel"),  # kilencet, kilenccel
}
_TENS = {
    1: ("et", FRONT, "zel"),  # tizet, tízzel
    2: ("at", BACK, "szal"),  # húszat, hússzal
    3: ("at", BACK, "cal"),  # harmincat, harminccal
    4: ("et", FRONT, "nel"),  # negyvenet, negyvennel
    5: ("et", FRONT, "nel"),  # ötvenet
    6: ("at", BACK, "nal"),  # hatvanat
    7: ("et", FRONT, "nel"),  # hetvenet
    8: ("at", BACK, "nal"),  # nyolcvanat
    9: ("et", FRONT, "nel"),  # kilencvenet
}
_HUNDRED = ("at", BACK, "zal")  # százat, százzal
_THOUSAND = ("et", FRONT, "rel")  # ezret, ezerrel
_MILLION = ("t", BACK, "val")  # milliót, millióval

# The endings a translation may ask for, named by their back-vowel form, and each vowel
# class's form. The accusative and -val/-vel come from the word itself.
_BY_CLASS = {
    "ból": ("ból", "ből", "ből"),
    "ban": ("ban", "ben", "ben"),
    "ba": ("ba", "be", "be"),
    "ra": ("ra", "re", "re"),
    "ról": ("ról", "ről", "ről"),
    "nak": ("nak", "nek", "nek"),
    "tól": ("tól", "től", "től"),
    "hoz": ("hoz", "hez", "höz"),
    "ig": ("ig", "ig", "ig"),
}
# "as" is no case but the ending that makes a figure an adjective (a 3-as licit, the bid of
# three): the accusative's vowel with -s (hármat, hármas; hatot, hatos), save kettő, whose
# adjective is kettes.
CASES = ("t", "val", "as", *_BY_CLASS)
ARTICLE = "a"  # {n:a}: the figure after its article (az 5, a 3); {n:a-as}: with an ending too


def _last_word(n: int) -> tuple[str, str, str]:
    n = abs(n)
    if n == 0:
        return _NULLA
    if n % 10:
        return _UNITS[n % 10]
    if n // 10 % 10:
        return _TENS[n // 10 % 10]
    if n // 100 % 10:
        return _HUNDRED
    if n // 1000 % 1000:
        return _THOUSAND
    return _MILLION


def ending(n: int, case: str) -> str:
    """The ending whole number ``n`` takes in ``case`` (one of ``CASES``): ending(6, "t") is
    "ot", ending(4, "ból") is "ből", ending(3, "val") is "mal", ending(5, "as") is "ös"."""
    accusative, vowels, instrumental = _last_word(n)
    if case == "t":
        return accusative
    if case == "val":
        return instrumental
    if case == "as":
        return "es" if abs(n) % 10 == 2 else accusative[:-1] + "s"
    forms = _BY_CLASS[case]  # KeyError: a case this module does not know
    return forms[(BACK, FRONT, ROUNDED).index(vowels)]


_VOWELS = set("aáeéiíoóöőuúüűAÁEÉIÍOÓÖŐUÚÜŰ")


def definite_article(phrase: str) -> str:
    """ "az" before a phrase whose first sound is a vowel, "a" before any other: az erős
    gép, a gép. A figure is read aloud: 1 (egy), 1. (első), 5 (öt), 50 and 1000 (ezer) open
    with a vowel, 10 (tíz) and 100 (száz) do not."""
    digits = ""
    for char in phrase:
        if not char.isdigit():
            break
        digits += char
    if digits:
        lead = digits.lstrip("0")[:1] or "0"
        vowel = lead == "5" or (lead == "1" and len(digits.lstrip("0")) % 3 == 1)
    else:
        vowel = phrase[:1] in _VOWELS
    return "az" if vowel else "a"


def article_and_case(spec: str) -> tuple[bool, str]:
    """A format spec split: whether the figure comes after its article ("a", "a-as"), and the
    ending asked for ("" for none)."""
    if spec == ARTICLE:
        return True, ""
    if spec.startswith(ARTICLE + "-"):
        return True, spec[len(ARTICLE) + 1 :]
    return False, spec


def with_article(said: str, article: bool) -> str:
    """``said`` after its definite article when one is asked for (az 5, a 3-as, az A♠)."""
    return f"{definite_article(said)} {said}" if article else said
