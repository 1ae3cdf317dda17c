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


def test_mentions_carry_percent_and_scale():
    from mt_raig.numbers import find_mentions, matches_mention

    text = "Turnout was 41.2% (5,706 voters), 3 percent fewer; revenue hit 2.5 million."
    ms = find_mentions(text)
    assert [(m.number.value, m.percent, m.scale) for m in ms] == [
        (Decimal("41.2"), True, 1), (Decimal(5706), False, 1), (Decimal(3), True, 1), (Decimal("2.5"), False, 10**6)
    ]
    assert text[ms[0].start:ms[0].end] == "41.2%" and text[ms[3].start:ms[3].end] == "2.5 million"
    assert matches_mention(Decimal("41.2"), ms[0]) and matches_mention(Decimal("0.4123"), ms[0])
    assert not matches_mention(Decimal("0.4163"), ms[0])
    assert matches_mention(Decimal("5706.0"), ms[1]) and not matches_mention(Decimal("0.5706"), ms[1])
    assert matches_mention(Decimal(2_512_000), ms[3]) and matches_mention(Decimal("2.5"), ms[3])
    assert not matches_mention(Decimal(2_600_000), ms[3])


def test_find_dates_in_text_and_cells():
    from mt_raig.numbers import find_dates

    dates = find_dates("On October 27, 1968 and 5 Dec 1969 (Oct. 3 too), in May 2019; cells 1968-10-27 and 10/27/1968.")
    assert [(d.year, d.month, d.day) for d in dates] == [
        (1968, 10, 27), (1969, 12, 5), (None, 10, 3), (2019, 5, None), (1968, 10, 27), (1968, 10, 27)
    ]
    assert find_dates("attendance may 5 times exceed") == []  # "may" the verb is not a month
    oct27, iso = dates[0], dates[4]
    assert oct27.agrees_with(iso) and dates[2].agrees_with(dates[2])
    assert not dates[2].agrees_with(iso)  # Oct 3 vs Oct 27
    assert find_dates("December 7")[0].agrees_with(find_dates("1968-12-07")[0])
    assert not find_dates("December 7, 1969")[0].agrees_with(find_dates("1968-12-07")[0])


def test_rounds_to_handles_very_long_written_numbers_and_non_finite_values():
    from decimal import Decimal

    from mt_raig.numbers import parse_number, rounds_to

    long = parse_number("99." + "9" * 100)
    assert rounds_to(Decimal("100"), long) is False
    assert rounds_to(Decimal("99." + "9" * 100), long) is True
    assert rounds_to(float("inf"), parse_number("5")) is False
    assert rounds_to(float("nan"), parse_number("5")) is False
