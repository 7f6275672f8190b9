"""``no_collection``: the cyclic collector is off inside, nested or not, and on again after
only if it was on before the outermost (a user's ``gc.disable()`` is kept)."""

from __future__ import annotations

import gc

import pytest

from pytest_irlower.engines.torch_program import no_collection


def test_the_collector_is_on_again_after_the_outermost_only() -> None:
    assert gc.isenabled()
    with no_collection():
        assert not gc.isenabled()
        with no_collection():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_an_error_inside_turns_it_back_on() -> None:
    with pytest.raises(ValueError), no_collection():
        raise ValueError("traced")
    assert gc.isenabled()


def test_a_collector_the_user_turned_off_stays_off() -> None:
    gc.disable()
    try:
        with no_collection():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()
