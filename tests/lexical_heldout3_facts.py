"""Ground truth for the third held-out lexical set (tests/test_lexical_heldout3.py).

For every pair id, a function of the stored rows returns (is the true claim
true, is the false twin true), computed from the cells rather than typed in, so
a mislabelled pair fails ``test_labels_hold_on_the_rows``. Rows are dicts keyed
by column name; cells stay strings as stored.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from heldout_pairs import Rows, one_row, rows_of

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout3_tables.json"

CU, EM, IN, IL, TR, GE, MT = "ck_customers", "ck_employees", "ck_invoices", "ck_invoice_lines", "ck_tracks", "ck_genres", "ck_media_types"
OR, OD, NC, NE, SH = "nw_orders", "nw_order_details", "nw_customers", "nw_employees", "nw_shippers"

_one = one_row


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


def _f(row: dict[str, str], col: str) -> float:
    return float(row[col])


def _day(text: str) -> date:
    return date.fromisoformat(text)


def _ship_days(r: Rows, order: str) -> int:
    o = _one(r[OR], OrderID=order)
    return (_day(o["ShippedDate"]) - _day(o["OrderDate"])).days


def _track(r: Rows, name: str) -> dict[str, str]:
    return _one(r[TR], Name=name)


def _ck_emp(r: Rows, first: str, last: str) -> dict[str, str]:
    return _one(r[EM], FirstName=first, LastName=last)


def _nw_emp(r: Rows, first: str, last: str) -> dict[str, str]:
    return _one(r[NE], FirstName=first, LastName=last)


def _cust_total(r: Rows, cid: str) -> float:
    return round(sum(_f(i, "Total") for i in r[IN] if i["CustomerId"] == cid), 2)


def _argmax(rows: list[dict[str, str]], col: str, key: str, *, lowest: bool = False) -> str:
    vals = sorted(rows, key=lambda x: float(x[col]), reverse=not lowest)
    assert float(vals[0][col]) != float(vals[1][col]), col  # no ties
    return vals[0][key]


def _rep_of(r: Rows, first: str, last: str) -> str:
    rep = _one(r[EM], EmployeeId=_one(r[CU], FirstName=first, LastName=last)["SupportRepId"])
    return f"{rep['FirstName']} {rep['LastName']}"


def _nw_handler(r: Rows, order: str) -> str:
    e = _one(r[NE], EmployeeID=_one(r[OR], OrderID=order)["EmployeeID"])
    return f"{e['FirstName']} {e['LastName']}"


def _shipper(r: Rows, order: str) -> str:
    return _one(r[SH], ShipperID=_one(r[OR], OrderID=order)["ShipVia"])["CompanyName"]


def _by_shipper(r: Rows, name: str) -> int:
    sid = _one(r[SH], CompanyName=name)["ShipperID"]
    return sum(o["ShipVia"] == sid for o in r[OR])


def _hire_rank(r: Rows, first: str, last: str) -> list[int]:
    """1-based hire positions the employee can hold (several when tied on the date)."""
    mine = _ck_emp(r, first, last)["HireDate"]
    before = sum(e["HireDate"] < mine for e in r[EM])
    same = sum(e["HireDate"] == mine for e in r[EM])
    return list(range(before + 1, before + same + 1))


def _line_key(d: dict[str, str]) -> tuple[str, str, str]:
    return d["OrderID"], d["ProductID"], d["Quantity"]


def _cents(x: float) -> int:
    return round(x * 100)


def _apply(fn: Callable[..., tuple[bool, bool] | bool], *args: object) -> tuple[bool, bool] | bool:
    """Names intermediate values for a one-line fact: ``fn(*args)``."""
    return fn(*args)


def _pair(t: bool, f: bool) -> tuple[bool, bool]:
    return bool(t), bool(f)


_VIDEO = ("Experiment In Terra", "Take the Celestra", "Pilot", "Through the Looking Glass, Pt. 1")

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {
    "we1": lambda r: _pair(_one(r[CU], FirstName="Leonie")["City"] == "Stuttgart", _one(r[CU], FirstName="Astrid")["City"] == "Stuttgart"),
    "we2": lambda r: _pair(_one(r[CU], FirstName="František")["Company"] == "JetBrains s.r.o.", _one(r[CU], FirstName="Helena")["Company"] == "JetBrains s.r.o."),
    "we3": lambda r: _pair(*[_apply(lambda e: e["Title"] == "IT Staff" and e["City"] == "Lethbridge", _ck_emp(r, *n)) for n in (("Laura", "Callahan"), ("Nancy", "Edwards"))]),
    "we4": lambda r: _pair(_track(r, "Evil Walks")["Milliseconds"] == "263497", _track(r, "Breaking The Rules")["Milliseconds"] == "263497"),
    "we5": lambda r: _pair(*[_apply(lambda i: i["BillingCity"] == "Montréal" and i["Total"] == "13.86", _one(r[IN], InvoiceId=n)) for n in ("110", "12")]),
    "we6": lambda r: _pair(*[_apply(lambda c: c["ContactName"] == "Mario Pontes" and c["ContactTitle"] == "Accounting Manager", _one(r[NC], CompanyName=n)) for n in ("Hanari Carnes", "Suprêmes délices")]),
    "we7": lambda r: _pair(_one(r[OR], OrderID="10255")["ShipCity"] == "Genève", _one(r[OR], OrderID="10254")["ShipCity"] == "Genève"),
    "we8": lambda r: _pair(_nw_emp(r, "Anne", "Dodsworth")["City"] == "London", _nw_emp(r, "Nancy", "Davolio")["City"] == "London"),
    "we9": lambda r: _pair(_one(r[SH], CompanyName="Federal Shipping")["Phone"] == "(503) 555-9931", _one(r[SH], CompanyName="Speedy Express")["Phone"] == "(503) 555-9931"),
    "we10": lambda r: _pair(_one(r[MT], MediaTypeId="3")["Name"] == "Protected MPEG-4 video file", _one(r[MT], MediaTypeId="2")["Name"] == "Protected MPEG-4 video file"),
    "su1": lambda r: _pair(_argmax(r[TR], "Milliseconds", "Name") == "Take the Celestra" and _track(r, "Take the Celestra")["Milliseconds"] == "2927677", _argmax(r[TR], "Milliseconds", "Name") == "Experiment In Terra"),
    "su2": lambda r: _pair(_argmax(r[TR], "Milliseconds", "Name", lowest=True) == "Put The Finger On You", _argmax(r[TR], "Milliseconds", "Name", lowest=True) == "Inject The Venom"),
    "su3": lambda r: _pair(min(r[EM], key=lambda e: e["BirthDate"])["LastName"] == "Park" and _ck_emp(r, "Margaret", "Park")["BirthDate"][:4] == "1947", min(r[EM], key=lambda e: e["BirthDate"])["LastName"] == "Edwards"),
    "su4": lambda r: _pair(min(r[EM], key=lambda e: e["HireDate"])["LastName"] == "Peacock" and _ck_emp(r, "Jane", "Peacock")["HireDate"] == "2002-04-01", min(r[EM], key=lambda e: e["HireDate"])["LastName"] == "Adams"),
    "su5": lambda r: _pair(_argmax(r[OR], "Freight", "OrderID") == "10255" and _one(r[OR], OrderID="10255")["Freight"] == "148.33", _argmax(r[OR], "Freight", "OrderID") == "10258"),
    "su6": lambda r: _pair(_argmax(r[OR], "Freight", "OrderID", lowest=True) == "10259" and _one(r[OR], OrderID="10259")["ShipCity"] == "México D.F." and _one(r[OR], OrderID="10259")["Freight"] == "3.25", _argmax(r[OR], "Freight", "OrderID", lowest=True) == "10249"),
    "su7": lambda r: _pair(min(r[NE], key=lambda e: e["BirthDate"])["LastName"] == "Peacock", min(r[NE], key=lambda e: e["BirthDate"])["LastName"] == "Davolio"),
    "su8": lambda r: _apply(lambda top: _pair(top == ("10249", "51", "40"), top == ("10250", "51", "35")), _line_key(max(r[OD], key=lambda d: int(d["Quantity"])))),
    "su9": lambda r: _apply(lambda counts: _pair(max(counts, key=counts.get) == "Margaret Park" and list(counts.values()).count(max(counts.values())) == 1, max(counts, key=counts.get) == "Steve Johnson"), {n: sum(_rep_of(r, c["FirstName"], c["LastName"]) == n for c in r[CU]) for n in ("Jane Peacock", "Margaret Park", "Steve Johnson")}),
    "su10": lambda r: _pair(_argmax(r[IN], "Total", "InvoiceId", lowest=True) == "76" and _one(r[IN], InvoiceId="76")["Total"] == "0.99", _argmax(r[IN], "Total", "InvoiceId", lowest=True) == "1"),
    "di1": lambda r: _apply(lambda a, b: _pair(a > b, a < b), _f(_track(r, "Balls to the Wall"), "Milliseconds"), _f(_track(r, "Restless and Wild"), "Milliseconds")),
    "di2": lambda r: _apply(lambda a, b: _pair(a > b, a < b), _f(_one(r[IN], InvoiceId="143"), "Total"), _f(_one(r[IN], InvoiceId="121"), "Total")),
    "di3": lambda r: _apply(lambda a, b: _pair(a < b, a > b), _ck_emp(r, "Steve", "Johnson")["BirthDate"], _ck_emp(r, "Jane", "Peacock")["BirthDate"]),
    "di4": lambda r: _apply(lambda a, b: _pair(a < b, a > b), _ship_days(r, "10252"), _ship_days(r, "10251")),
    "di5": lambda r: _apply(lambda a, b: _pair(a > b, a < b), _f(_one(r[OR], OrderID="10250"), "Freight"), _f(_one(r[OR], OrderID="10253"), "Freight")),
    "di6": lambda r: _apply(lambda a, b: _pair(a < b, a > b), _nw_emp(r, "Janet", "Leverling")["HireDate"], _nw_emp(r, "Margaret", "Peacock")["HireDate"]),
    "di7": lambda r: _apply(lambda a, b: _pair(a < b, a > b), int(_one(r[OD], OrderID="10248", ProductID="42")["Quantity"]), int(_one(r[OD], OrderID="10248", ProductID="11")["Quantity"])),
    "di8": lambda r: _apply(lambda a, b: _pair(a > b, a < b), int(_track(r, "Experiment In Terra")["Bytes"]), int(_track(r, "Take the Celestra")["Bytes"])),
    "di9": lambda r: _apply(lambda a, b: _pair(a > b, a < b), _nw_emp(r, "Michael", "Suyama")["BirthDate"], _nw_emp(r, "Robert", "King")["BirthDate"]),
    "df1": lambda r: _pair(sum(i["CustomerId"] == "2" for i in r[IN]) == 3 and _cents(_cust_total(r, "2")) == 2475, _cents(_cust_total(r, "2")) == 2575),
    "df2": lambda r: _apply(lambda d: _pair(d == 1188, d == 1288), _cents(_f(_one(r[IN], InvoiceId="12"), "Total") - _f(_one(r[IN], InvoiceId="1"), "Total"))),
    "df3": lambda r: _apply(lambda d: _pair(d == 90511, d == 80511), int(_track(r, "Balls to the Wall")["Milliseconds"]) - int(_track(r, "Restless and Wild")["Milliseconds"])),
    "df4": lambda r: _apply(lambda s: _pair(len(r[OR]) == 12 and s == 67158, s == 61758), _cents(sum(_f(o, "Freight") for o in r[OR]))),
    "df5": lambda r: _apply(lambda m: _pair(abs(m - 55.97) < 0.01, abs(m - 59.97) < 0.01), sum(_f(o, "Freight") for o in r[OR]) / len(r[OR])),
    "df6": lambda r: _apply(lambda lines: _pair(len(lines) == 3 and _cents(sum(_f(d, "UnitPrice") * int(d["Quantity"]) for d in lines)) == 44000, _cents(sum(_f(d, "UnitPrice") * int(d["Quantity"]) for d in lines)) == 46000), [d for d in r[OD] if d["OrderID"] == "10248"]),
    "df7": lambda r: _apply(lambda m: _pair(abs(m / 1e6 - 511.6) < 0.05, abs(m / 1e6 - 521.6) < 0.05), sum(int(_track(r, n)["Bytes"]) for n in _VIDEO) / 4) if all(_track(r, n)["MediaTypeId"] == "3" for n in _VIDEO) and sum(t["MediaTypeId"] == "3" for t in r[TR]) == 4 else (False, True),
    "df8": lambda r: _apply(lambda q: _pair(round(q) == 46, round(q) == 36), _f(_one(r[OR], OrderID="10255"), "Freight") / _f(_one(r[OR], OrderID="10259"), "Freight")),
    "df9": lambda r: _apply(lambda d: _pair(d == 1287, d == 1187), _cents(_cust_total(r, "3") - _cust_total(r, "1"))),
    "df10": lambda r: _apply(lambda s: _pair(s == 41, s == 44), sum(int(d["Quantity"]) for d in r[OD] if d["OrderID"] == "10251")),
    "jo1": lambda r: _pair(_rep_of(r, "Luís", "Gonçalves") == "Jane Peacock", _rep_of(r, "Luís", "Gonçalves") == "Steve Johnson"),
    "jo2": lambda r: _apply(lambda c: _pair(c["FirstName"] == "Bjørn", c["FirstName"] == "François"), _one(r[CU], CustomerId=_one(r[IN], InvoiceId="2")["CustomerId"])),
    "jo3": lambda r: _apply(lambda names: _pair(names == {"Balls to the Wall", "Restless and Wild"}, names == {"Evil Walks", "Restless and Wild"}), {_one(r[TR], TrackId=line["TrackId"])["Name"] for line in r[IL] if line["InvoiceId"] == "1"}),
    "jo4": lambda r: _apply(lambda g: _pair(g == "TV Shows", g == "Drama"), _one(r[GE], GenreId=_track(r, "Pilot")["GenreId"])["Name"]),
    "jo5": lambda r: _apply(lambda m: _pair(m == "MPEG audio file", m == "Protected AAC audio file"), _one(r[MT], MediaTypeId=_track(r, "Inject The Venom")["MediaTypeId"])["Name"]),
    "jo6": lambda r: _pair(_shipper(r, "10248") == "Federal Shipping", _shipper(r, "10248") == "Speedy Express"),
    "jo7": lambda r: _apply(lambda o: _pair(_nw_handler(r, o) == "Nancy Davolio", _nw_handler(r, o) == "Anne Dodsworth"), _one(r[OR], CustomerID=_one(r[NC], CompanyName="Ernst Handel")["CustomerID"])["OrderID"]),
    "jo8": lambda r: _apply(lambda c: _pair(c == "Richter Supermarkt", c == "Chop-suey Chinese"), _one(r[NC], CustomerID=_one(r[OR], OrderID="10255")["CustomerID"])["CompanyName"]),
    "jo9": lambda r: _apply(lambda b: _pair(b["LastName"] == "Mitchell", b["LastName"] == "Edwards"), _one(r[EM], EmployeeId=_ck_emp(r, "Robert", "King")["ReportsTo"])),
    "jo10": lambda r: _pair(_nw_handler(r, "10256") == "Janet Leverling", _nw_handler(r, "10256") == "Steven Buchanan"),
    "ne1": lambda r: _pair(all(c["Country"] != "France" for c in r[CU]), all(c["Country"] != "Brazil" for c in r[CU])),
    "ne2": lambda r: _pair(all(_f(i, "Total") <= 6 for i in r[IN] if i["CustomerId"] == "4"), all(_f(i, "Total") <= 6 for i in r[IN] if i["CustomerId"] == "2")),
    "ne3": lambda r: _pair(all(o["ShipCountry"] != "Italy" for o in r[OR]), all(o["ShipCountry"] != "Switzerland" for o in r[OR])),
    "ne4": lambda r: _pair(all(_f(t, "UnitPrice") <= 1.99 for t in r[TR]), all(_f(t, "UnitPrice") <= 0.99 for t in r[TR])),
    "ne5": lambda r: _pair(all(_f(d, "Discount") == 0 for d in r[OD] if d["OrderID"] == "10249"), all(_f(d, "Discount") == 0 for d in r[OD] if d["OrderID"] == "10250")),
    "ne6": lambda r: _pair(all(e["ReportsTo"] != _ck_emp(r, "Laura", "Callahan")["EmployeeId"] for e in r[EM]), all(e["ReportsTo"] != _ck_emp(r, "Michael", "Mitchell")["EmployeeId"] for e in r[EM])),
    "ne7": lambda r: _pair(all(e["City"] != "Portland" for e in r[NE]), all(e["City"] != "Kirkland" for e in r[NE])),
    "ne8": lambda r: _pair(_track(r, "Pilot")["Composer"] == "", _track(r, "Evil Walks")["Composer"] == ""),
    "ne9": lambda r: _pair(all(_ship_days(r, o["OrderID"]) <= 12 for o in r[OR]), all(_ship_days(r, o["OrderID"]) <= 10 for o in r[OR])),
    "pc1": lambda r: _apply(lambda p: _pair(len(r[CU]) == 10 and p == 20, p == 30), 100 * sum(c["Country"] == "Brazil" for c in r[CU]) / len(r[CU])),
    "pc2": lambda r: _apply(lambda n: _pair(n == 2, n == 3), sum(c["City"] == "Prague" for c in r[CU])),
    "pc3": lambda r: _apply(lambda n: _pair(len(r[OR]) == 12 and n * 3 == 12, n * 4 == 12), _by_shipper(r, "Federal Shipping")),
    "pc4": lambda r: _apply(lambda n: _pair(n == 5, abs(100 * n / 12 - 5) < 0.5), _by_shipper(r, "United Package")),
    "pc5": lambda r: _apply(lambda n: _pair(n == 3 and 100 * n / 12 == 25, n == 3 and 100 * n / 12 == 30), sum(o["ShipCountry"] == "Brazil" for o in r[OR])),
    "pc6": lambda r: _apply(lambda tot, p: _pair(_cents(tot) == 7627 and round(p) == 32, round(p) == 42), sum(_f(i, "Total") for i in r[IN]), 100 * _cust_total(r, "2") / sum(_f(i, "Total") for i in r[IN])),
    "pc7": lambda r: _apply(lambda p: _pair(p == 60, p == 40), 100 * sum(line["UnitPrice"] == "0.99" for line in r[IL]) / len(r[IL])),
    "pc8": lambda r: _apply(lambda ds: _pair(ds.count(0.15) == 2, ds.count(0.05) == 2), [_f(d, "Discount") for d in r[OD] if d["OrderID"] == "10250"]),
    "pc9": lambda r: _apply(lambda n: _pair(n == 3 and 100 * n / len(r[EM]) == 37.5, n == 3 and 100 * n / len(r[EM]) == 30), sum(e["Title"] == "Sales Support Agent" for e in r[EM])),
    "pc10": lambda r: _apply(lambda p: _pair(len(r[NE]) == 9 and round(p) == 44, round(p) == 4), 100 * sum(e["City"] == "London" for e in r[NE]) / len(r[NE])),
    "wo1": lambda r: _pair(len(r[SH]) == 3, len(r[SH]) == 4),
    "wo2": lambda r: _apply(lambda q: _pair(q == 40, q == 14), int(_one(r[OD], OrderID="10249", ProductID="51")["Quantity"])),
    "wo3": lambda r: _apply(lambda m: _pair(m == 99, m == 98), min(_cents(_f(i, "Total")) for i in r[IN] if i["CustomerId"] == "4")),
    "wo4": lambda r: _pair(_ship_days(r, "10253") == 6, _ship_days(r, "10253") == 9),
    "wo5": lambda r: _pair(len(r[EM]) == 8 and _hire_rank(r, "Robert", "King") == [7], 6 in _hire_rank(r, "Robert", "King")),
    "wo6": lambda r: _apply(lambda order: _pair(order[1] == "10258" and _f(_one(r[OR], OrderID=order[1]), "Freight") != _f(_one(r[OR], OrderID=order[2]), "Freight"), order[1] == "10250"), [o["OrderID"] for o in sorted(r[OR], key=lambda o: -_f(o, "Freight"))]),
    "wo7": lambda r: _apply(lambda n: _pair(len(r[TR]) == 10 and n == 4, n == 5), sum(t["UnitPrice"] == "1.99" for t in r[TR])),
    "wo8": lambda r: _apply(lambda n: _pair(n * 4 == len(r[IN]), n * 3 == len(r[IN])), sum(i["BillingCity"] == "Montréal" for i in r[IN])),
    "wo9": lambda r: _apply(lambda ds: _pair(len(ds) == 3 and ds.count(0.05) == 2, ds.count(0.1) == 2), [_f(d, "Discount") for d in r[OD] if d["OrderID"] == "10251"]),
    "wo10": lambda r: _apply(lambda n: _pair(n == 5, n == 4), sum(e["City"] == "Calgary" for e in r[EM])),
    "ud1": lambda r: _apply(lambda m: _pair(48.5 <= m < 49, 38.5 <= m < 39), int(_track(r, "Take the Celestra")["Milliseconds"]) / 60000),
    "ud2": lambda r: _apply(lambda s: _pair(divmod(s, 60) == (3, 26), divmod(s, 60) == (4, 26)), round(int(_track(r, "Put The Finger On You")["Milliseconds"]) / 1000)),
    "ud3": lambda r: _pair(_one(r[IN], InvoiceId="12")["InvoiceDate"] == "2021-02-11", _one(r[IN], InvoiceId="12")["InvoiceDate"] == "2021-03-11"),
    "ud4": lambda r: _pair(_one(r[OR], OrderID="10248")["OrderDate"] == "1996-07-04" and _ship_days(r, "10248") == 12, _ship_days(r, "10248") == 10),
    "ud5": lambda r: _pair(_nw_emp(r, "Anne", "Dodsworth")["HireDate"][:7] == "1994-11", _nw_emp(r, "Anne", "Dodsworth")["HireDate"][:7] == "1993-11"),
    "ud6": lambda r: _apply(lambda days: _pair(365 < days < 365 + 60, 730 < days < 730 + 60), (_day(_ck_emp(r, "Margaret", "Park")["HireDate"]) - _day(_ck_emp(r, "Jane", "Peacock")["HireDate"])).days),
    "ud7": lambda r: _apply(lambda b: _pair(round(b / 1e6, 1) == 5.5, round(b / 1e6, 1) == 6.5), int(_track(r, "Balls to the Wall")["Bytes"])),
    "ud8": lambda r: _pair(_one(r[OR], OrderID="10258")["Freight"] == "140.51", _one(r[OR], OrderID="10258")["Freight"] == "104.51"),
    "ud9": lambda r: _apply(lambda ds: _pair(ds == {"2022-03-11"}, ds == {"2022-05-11"}), {_one(r[IN], InvoiceId=n)["InvoiceDate"] for n in ("98", "99")}),
    "ud10": lambda r: _apply(lambda b, h: _pair(*[h.year - b.year - ((h.month, h.day) < (b.month, b.day)) == age for age in (55, 45)]), _day(_nw_emp(r, "Margaret", "Peacock")["BirthDate"]), _day(_nw_emp(r, "Margaret", "Peacock")["HireDate"])),
}
