"""Facts joined through a column that points at another table's key under another name (issue 22, item 2): an
order's ``ShipVia`` holds a ``ShipperId``, a customer's ``SupportRepId`` an ``EmployeeId``, and an employee's
``ReportsTo`` the ``EmployeeId`` of a row of the same table. Before, these rows were not joined, so "Order 7 went by
Rapid Post" was refuted when true and a wrong support agent or manager was accepted (a first and a last name read as
four names of one column passed as a list). A year column dates "became a state before/after".
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ORDERS = Table("orders", "Shop - orders", ("OrderId", "Customer", "ShipVia", "Freight"), (
    ("7", "Alder Foods", "2", "31.10"), ("8", "Birch Cafe", "1", "12.40"), ("9", "Cedar Deli", "2", "8.75"), ("10", "Alder Foods", "3", "44.00")))
SHIPPERS = Table("shippers", "Shop - shippers", ("ShipperId", "CompanyName"), (("1", "Swift Cargo"), ("2", "Rapid Post"), ("3", "Harbor Freight Lines")))
STAFF = Table("staff", "Shop - employees", ("EmployeeId", "FirstName", "LastName", "Title", "ReportsTo"), (
    ("1", "Irene", "Moss", "Director", ""), ("2", "Tomas", "Vidal", "Sales Lead", "1"), ("3", "Ulla", "Berg", "Agent", "2"),
    ("4", "Kofi", "Mensah", "Agent", "2"), ("5", "Rosa", "Pinto", "IT Lead", "1")))
CLIENTS = Table("clients", "Shop - customers", ("CustomerId", "FirstName", "LastName", "City", "SupportRepId"), (
    ("1", "Hana", "Sato", "Osaka", "3"), ("2", "Lars", "Eide", "Bergen", "4"), ("3", "Mia", "Rossi", "Turin", "3"), ("4", "Omar", "Haddad", "Amman", "4")))


@pytest.mark.parametrize("true,false", [
    ("Order 7 went by Rapid Post.", "Order 7 went by Swift Cargo."),
    ("Harbor Freight Lines carried order 10.", "Swift Cargo carried order 10."),
    ("Rapid Post handled two of the four orders.", "Rapid Post handled three of the four orders."),
])
def test_an_order_and_its_shipper(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [ORDERS, SHIPPERS], true, false)


@pytest.mark.parametrize("true,false", [
    ("Ulla Berg reports to Tomas Vidal.", "Ulla Berg reports to Irene Moss."),
    ("Rosa Pinto reports to Irene Moss.", "Rosa Pinto reports to Tomas Vidal."),
])
def test_an_employee_and_the_manager_of_the_same_table(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [STAFF], true, false)


def test_a_customer_and_the_agent_of_another_table(lexical_judge):
    assert_kept_and_caught(lexical_judge, [CLIENTS, STAFF], "Hana Sato is looked after by support agent Ulla Berg.",
                           "Hana Sato is looked after by support agent Kofi Mensah.")


@pytest.mark.parametrize("true,false", [
    ("Ohio became a state before Maine did.", "Ohio became a state after Maine did."),
    ("Maine was admitted to the Union after Ohio.", "Maine was admitted to the Union before Ohio."),
])
def test_a_year_column_dates_before_and_after(lexical_judge, true, false):
    states = Table("states", "US states: capital and year of statehood", ("state", "capital", "statehood_year"), (
        ("Ohio", "Columbus", "1803"), ("Maine", "Augusta", "1820"), ("Iowa", "Des Moines", "1846")))
    assert_kept_and_caught(lexical_judge, [states], true, false)



def test_the_most_rows_joined_within_a_counted_scope(lexical_judge):
    """"Of the three agents, X looks after the most customers": the customers joined to each agent are counted (the
    scope names one entity only, so it is no list of names to rank within); before, it was skipped."""
    clients = Table("clients", "Shop - customers", ("CustomerId", "FirstName", "LastName", "City", "SupportRepId"), (
        ("1", "Hana", "Sato", "Osaka", "3"), ("2", "Lars", "Eide", "Bergen", "3"), ("3", "Mia", "Rossi", "Turin", "3"),
        ("4", "Omar", "Haddad", "Amman", "4")))
    assert_kept_and_caught(lexical_judge, [clients, STAFF], "Of the three agents, Ulla Berg looks after the most customers.",
                           "Of the three agents, Kofi Mensah looks after the most customers.")
