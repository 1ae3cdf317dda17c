"""How a writer spells a cell the table stores otherwise: a lower-case cell capitalised ("mount elbert", as GeoQuery
keeps it, is written "Mount Elbert"), and a place's name as its adjective ("Asian countries": Asia; "the European
ones": Europe; "Swiss cities": Switzerland; "Alaskan cities": Alaska).

For adjectives, a table lists the place ("Asia", a continent row, or a country's continent code joined to it); the
insight names the place by its adjective. The judge reads the adjective as the place's name (an alias in the index), so the
checks that follow a name through joined rows (a superlative "of the Asian countries", a count, a part of the
table) reach the same rows. Regular forms come from the name's ending; the irregular ones are listed. A form is
only an alias: one that no writer uses ("Francean") never matches anything.

>>> adjective_forms("Asia"), adjective_forms("Europe"), adjective_forms("Vietnam")
(('Asian',), ('European',), ('Vietnamese', 'Vietnamian', 'Vietnami'))
>>> capitalised("mount mckinley", small=True), capitalised("lake of the woods", small=True)
('Mount McKinley', 'Lake of the Woods')
>>> adjective_forms("Switzerland"), adjective_forms("Mexico"), adjective_forms("Italy")
(('Swiss',), ('Mexican',), ('Italian',))
"""

from __future__ import annotations

import re


def capitalised(cell: str, small: bool) -> str:
    """A lower-case cell as a writer capitalises it: each word ("mcKinley" -> "McKinley"), or (``small``) all but
    the small words inside a name ("lake of the woods" -> "Lake of the Woods")."""
    words = cell.split(" ")
    out = [w if small and k and w in _SMALL_WORDS else ("Mc" + w[2:].capitalize() if w.startswith("mc") and len(w) > 3 else w.capitalize())
           for k, w in enumerate(words)]
    return " ".join(out)


_SMALL_WORDS = frozenset("of the and de del la le du des da di von van".split())


IRREGULAR = {
    "Switzerland": "Swiss", "France": "French", "Spain": "Spanish", "Netherlands": "Dutch", "Czechia": "Czech",
    "Greece": "Greek", "Turkey": "Turkish", "Sweden": "Swedish", "Denmark": "Danish", "Norway": "Norwegian",
    "Poland": "Polish", "Finland": "Finnish", "Ireland": "Irish", "Portugal": "Portuguese", "China": "Chinese",
    "Thailand": "Thai", "Philippines": "Filipino", "Wales": "Welsh", "Scotland": "Scottish", "England": "English",
    "Peru": "Peruvian", "Germany": "German", "Iceland": "Icelandic", "Belgium": "Belgian", "Madagascar": "Malagasy",
    "Laos": "Lao", "Myanmar": "Burmese", "Britain": "British", "Texas": "Texan", "Arkansas": "Arkansan",
    "United States": "American",
}


# A place's people where the word is no adjective + "s" ("New Zealanders drank more", "the Swedes"): their plural names its row.
PEOPLE = {"New Zealand": "New Zealanders", "Iceland": "Icelanders", "Finland": "Finns", "Denmark": "Danes", "Sweden": "Swedes",
          "Britain": "Britons", "Thailand": "Thais", "Philippines": "Filipinos", "Scotland": "Scots", "Netherlands": "Dutch"}


def adjective_forms(name: str) -> tuple[str, ...]:
    """The adjectives of a one-word capitalised place name (empty for anything else)."""
    if name in IRREGULAR:
        return (IRREGULAR[name],)
    if re.fullmatch(r"(?:Mid|North|South)?(?:east|west)|(?:North|South|East|West)", name, re.I) and name[0].isupper():
        return (name + "ern",)  # a compass region: "Southern", "Northeastern", "Midwestern"
    head, _, last = name.rpartition(" ")
    if head and all(w[:1].isupper() and w.isalpha() for w in head.split()) and last[-1:] in ("a", "o", "e"):  # "Central American",
        return tuple(f"{head} {form}" for form in adjective_forms(last))  # "Costa Rican", "Puerto Rican", "South African", "Western European"
    if not (len(name) >= 4 and name.isalpha() and name[0].isupper() and name[1:].islower()):
        return ()
    last = name[-1]
    if last == "a":
        return (name + "n",)  # Asia, Africa, India, Alaska, Korea
    if last == "e":
        return (name + "an",)  # Europe, Chile, Zimbabwe
    if last == "y":
        return (name[:-1] + "ian",)  # Italy, Hungary
    if last == "o":
        return (name[:-1] + "an",)  # Mexico, Morocco, Colorado
    if last in "aeiou":
        return ()
    return (name + "ese", name + "ian", name + "i")  # Vietnam, Japan, Taiwan; Brazil, Egypt, Iran; Iraq, Israel


def plural(name: str) -> str:
    """The plural of a name's last word, as a writer forms it ("territory": "territories", "policeman": "policemen",
    "coach": "coaches", "railroad engineer": "railroad engineers")."""
    if re.search(r"[^aeiou]y$", name):
        return name[:-1] + "ies"
    return name[:-3] + "men" if name.endswith("man") else name + ("es" if name.endswith(("s", "x", "ch", "sh")) else "s")
