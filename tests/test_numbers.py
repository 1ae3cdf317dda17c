from decimal import Decimal

from mt_raig.numbers import cell_values, find_numbers, parse_number, rounds_to


def test_find_numbers_normalises_formats():
    nums = find_numbers("In 2007, 5,706 fans (41.2%) saw -3 goals; id_12 and v2 are not numbers.")
    assert [n.value for n in nums] == [Decimal(2007), Decimal(5706), Decimal("41.2"), Decimal(-3)]
    assert parse_number("5,706").value == parse_number("5706.0").value


def test_rounding_to_written_precision():
    assert rounds_to(Decimal("12.345"), parse_number("12.3"))
    assert rounds_to(12.35, parse_number("12.4"))
    assert not rounds_to(Decimal("12.345"), parse_number("12.4"))
    assert not rounds_to(Decimal("5706.4"), parse_number("5707"))


def test_cell_values_split_dates():
    assert cell_values(["2009-02-14", "1,204", "n/a"]) == [Decimal(2009), Decimal(2), Decimal(14), Decimal(1204)]
