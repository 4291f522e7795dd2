"""Every example of RULES.md sections 1 and 3-6 as a test: cards and notation (R1), wildcards
(R3), sets (R4), runs and their readings (R5), attaching under the wildcard lock (R5.9, R5.10)
and the buraco classes (R6). Deck and deal examples (R2) are in ``test_rules_examples_play.py``.

Expected values are copied from RULES.md; the ellipses of RULES.md (``3h,…,Kh``, ``3s…9s``) are
expanded by :func:`expand` to every rank in between.
"""

from __future__ import annotations

import re

import pytest

from burraco_qt.engine import InvalidMeld, Meld, Rules, card, parse_card, parse_cards

RANKS = "A23456789TJQK"
ITALIAN = Rules.preset("italian")


# ---------------------------------------------------------------------------------- helpers
def expand(text: str) -> str:
    """RULES.md notation with its ellipses written out: ``3h,…,6h`` / ``3h…6h`` → ``3h,4h,5h,6h``.

    The card before the ellipsis is read at its low value (an ``A`` there is 1)."""
    text = re.sub(r"(\w\w)…(\w\w)", r"\1,…,\2", text)
    out: list[str] = []
    tokens = [t.strip() for t in text.split(",")]
    for i, tok in enumerate(tokens):
        if tok != "…":
            out.append(tok)
            continue
        prev, nxt = out[-1], tokens[i + 1]
        lo, hi = RANKS.index(prev[0]) + 1, RANKS.index(nxt[0]) + 1
        out.extend(RANKS[v - 1] + nxt[1] for v in range(lo + 1, hi))
    return ",".join(out)


def as_written(meld: Meld, expected: str) -> str:
    """The meld's notation (section 20) at the precision of ``expected``: a card written there
    with its back letter (``2sb``) is compared with its copy, the others without."""
    long_tokens = meld.notation(short=False).split(",")
    exp_tokens = expected.split(",")
    if len(long_tokens) != len(exp_tokens):
        return meld.notation()
    out = []
    for got, exp in zip(long_tokens, exp_tokens, strict=True):
        g_card, _, g_rest = got.partition("(")
        e_card = exp.partition("(")[0]
        text = g_card if len(e_card) == 3 else g_card[:2]
        out.append(text + ("(" + g_rest if g_rest else ""))
    return ",".join(out)


def reading_of(arranged: str) -> tuple[list[int | None], int | None, str | None]:
    """From an arranged run in RULES.md notation: each card's value, the wildcard's value, and
    the ace's end (``A`` is 1 in first place and 14 elsewhere)."""
    values: list[int | None] = []
    wild_value = None
    ace = None
    for i, tok in enumerate(arranged.split(",")):
        if tok.endswith("(free)"):
            values.append(None)
            continue
        m = re.fullmatch(r"\w\w\w?\(=(\w)\)", tok)
        letter = m.group(1) if m else tok[0]
        value = RANKS.index(letter) + 1
        if letter == "A" and i > 0:
            value = 14
        values.append(value)
        if m:
            wild_value = value
        elif letter == "A":
            ace = "low" if value == 1 else "high"
    return values, wild_value, ace


def assert_run(meld: Meld, arranged: str) -> None:
    """The meld is the run ``arranged`` (RULES.md notation): order, values, wildcard, ace."""
    arranged = expand(arranged)
    assert meld.kind == "run"
    assert as_written(meld, arranged) == arranged
    values, wild_value, ace = reading_of(arranged)
    assert list(meld.values) == values
    assert meld.wild_value == wild_value
    assert meld.ace == ace
    assert meld.wild_free == arranged.endswith("(free)")
    assert [c.short for c in meld.cards] == [t[:2] for t in arranged.split(",")]
    numeric = [v for v in values if v is not None]
    assert numeric == list(range(numeric[0], numeric[0] + len(numeric)))


def refused(cards: str, rules: Rules = ITALIAN, wild_end: str | None = None) -> str:
    with pytest.raises(InvalidMeld) as exc:
        Meld.build(expand(cards), rules, wild_end=wild_end)
    return exc.value.code


def phys(short: str):
    """The copy-1 physical card named ``short``."""
    spec = parse_card(short)
    return card(spec.rank, spec.suit, 1)


# ---------------------------------------------------------------------------------- section 1
def test_r1_3_copies_backs_and_twins() -> None:
    """R1.1-R1.3: Th is the ten of hearts, As the ace of spades; 7hr and 7hb are the two sevens
    of hearts (twins); wbb is the black joker of copy 2."""
    assert parse_card("Th") == (10, "h", None) and parse_card("As") == (1, "s", None)
    assert parse_card("7hr") == (7, "h", 1)
    assert parse_card("7hb") == (7, "h", 2)
    assert parse_card("wbb") == (0, "b", 2)
    assert card(7, "h", 1).is_twin(card(7, "h", 2))
    assert not card(7, "h", 1).is_twin(card(7, "c", 2))
    assert card(0, "r", 1).is_twin(card(0, "b", 2))  # every joker is a twin of every other


@pytest.mark.parametrize("text", ["10h", "kh", "Xx", "wg", "7hx", "3h,,4h", "3h,4h,"])
def test_r1_5_malformed_notation(text: str) -> None:
    """R1.5: malformed notation is refused (parse_cards raises ValueError, section 19)."""
    with pytest.raises(ValueError):
        parse_cards(text)


def test_r1_5_lists() -> None:
    """R1.5: whitespace around a card is ignored; the empty string is the empty list."""
    assert [s.text for s in parse_cards(" 5c, 6c ,wb,8c ")] == ["5c", "6c", "wb", "8c"]
    assert parse_cards("") == []
    assert parse_cards("   ") == []


@pytest.mark.parametrize(
    ("short", "points"),
    [
        ("wr", 30),
        ("wb", 30),
        ("2c", 20),
        ("2d", 20),
        ("2h", 20),
        ("2s", 20),
        ("Ac", 15),
        ("Ah", 15),
        ("8s", 10),
        ("9s", 10),
        ("Ts", 10),
        ("Js", 10),
        ("Qs", 10),
        ("Ks", 10),
        ("3d", 5),
        ("4d", 5),
        ("5d", 5),
        ("6d", 5),
        ("7d", 5),
    ],
)
def test_r1_6_card_points(short: str, points: int) -> None:
    """R1.6: card points table."""
    assert phys(short).points == points


def test_r1_6_run_points_examples() -> None:
    """R1.6: Ah,2h,3h is 15+20+5 = 40; 5c,6c,wr with the joker standing for the 7 is 40."""
    assert Meld.build("Ah,2h,3h", ITALIAN).points == 40
    m = Meld.build("5c,6c,wr", ITALIAN, wild_end="high")
    assert m.wild_value == 7
    assert m.points == 40
    assert Meld.build("5c,6c,wr", ITALIAN).points == 40  # the role never matters


def test_r1_4_one_deck_copies() -> None:
    """R1.4: with decks 1, 7h and 7hr are the same card and 7hb does not exist."""
    one = Rules.preset("italian", decks=1)
    assert Meld.build("7h,7d,7c", one).cards == Meld.build("7hr,7d,7c", one).cards
    assert refused("7hr,7h,7d", one) == "invalid_meld"  # the same card named twice
    assert refused("7hb,7d,7c", one) == "invalid_meld"


# ---------------------------------------------------------------------------------- section 3
def test_r3_2_natural_two() -> None:
    """R3.2: 2s,3s,4s (no ace) and As,2s,3s (ace low) hold a natural two."""
    for cards in ("2s,3s,4s", "As,2s,3s"):
        m = Meld.build(cards, ITALIAN)
        assert m.wildcard is None
        assert m.values[[c.short for c in m.cards].index("2s")] == 2


@pytest.mark.parametrize(("cards", "wild"), [("2h,3h,4h,wb", "wb"), ("Ah,2h,3h,2c", "2c")])
def test_r3_3_natural_two_plus_one_wildcard(cards: str, wild: str) -> None:
    """R3.3: a run may hold a natural two and one other wildcard."""
    m = Meld.build(cards, ITALIAN)
    assert m.kind == "run"
    assert m.wildcard is not None and m.wildcard.short == wild
    assert m.values[[c.short for c in m.cards].index("2h")] == 2


@pytest.mark.parametrize("cards", ["2c,2d,2h", "2c,wr,wb"])
def test_r3_4_no_meld_of_wildcards_only(cards: str) -> None:
    """R3.4: a meld needs a natural card that is not a two (no set of twos)."""
    assert refused(cards) == "invalid_meld"


# ---------------------------------------------------------------------------------- section 4
EIGHT_SEVENS = "7c,7c,7d,7d,7h,7h,7s,7s"


@pytest.mark.parametrize(
    ("cards", "size", "wild", "points"),
    [
        pytest.param("7c,7d,7h", 3, None, 15, id="7c,7d,7h"),
        pytest.param("7cr,7cb,7h", 3, None, 15, id="7cr,7cb,7h"),
        pytest.param("7c,7d,wr", 3, "wr", 40, id="7c,7d,wr"),
        pytest.param("7c,7d,2s", 3, "2s", 30, id="7c,7d,2s"),
        pytest.param(EIGHT_SEVENS + ",wr", 9, "wr", 70, id="8_sevens+wr"),
    ],
)
def test_r4_set_examples_valid(cards: str, size: int, wild: str | None, points: int) -> None:
    """R4 examples: valid sets; the wildcard stands for the set's rank (R4.2)."""
    m = Meld.build(cards, ITALIAN)
    assert m.kind == "set"
    assert m.rank == 7
    assert len(m.cards) == size
    assert all(v == 7 for v in m.values)
    assert (m.wildcard.short if m.wildcard else None) == wild
    assert m.wild_value == (7 if wild else None)
    assert m.points == points


def test_r4_set_both_copies() -> None:
    """R4 example: 7cr,7cb,7h is a set holding both copies of the seven of clubs."""
    m = Meld.build("7cr,7cb,7h", ITALIAN)
    assert sorted(c.code for c in m.cards) == ["7cb", "7cr", "7hr"]


@pytest.mark.parametrize(
    "cards",
    [
        pytest.param("7c,7d,wr,2h", id="two_wildcards"),
        pytest.param("2c,2d,2h", id="wildcards_only"),
        pytest.param("7c,7d,8h", id="mixed_ranks_and_suits"),
        pytest.param("Kh,Kh,Kh", id="only_two_kings_of_hearts"),
        pytest.param(EIGHT_SEVENS + ",wr,2h", id="8_sevens+wr+2h"),
    ],
)
def test_r4_set_examples_invalid(cards: str) -> None:
    """R4 examples: invalid sets are invalid_meld."""
    assert refused(cards) == "invalid_meld"


def test_r4_4_preset_set_restrictions() -> None:
    """R4.4: international allows sets of aces and threes only; reale allows no sets;
    Kh,Kd,2h,2c in reale is invalid_meld (two wildcards); sets_allowed false wins over
    set_ranks."""
    intl = Rules.preset("international")
    assert Meld.build("Ah,Ad,As", intl).kind == "set"
    assert Meld.build("3h,3d,3s", intl).kind == "set"
    assert refused("Kh,Kd,Ks", intl) == "set_rank_not_allowed"
    reale = Rules.preset("reale")
    assert refused("Kh,Kd,Ks", reale) == "set_not_allowed"
    assert refused("Kh,Kd,2h,2c", reale) == "invalid_meld"
    no_sets = Rules.preset("italian", sets_allowed=False, set_ranks=["K"])
    assert refused("Kh,Kd,Ks", no_sets) == "set_not_allowed"


def test_section_19_build_interface() -> None:
    """Section 19: a joker in reale is invalid_meld; a bad wild_end raises ValueError."""
    assert refused("5c,6c,wr", Rules.preset("reale")) == "invalid_meld"
    with pytest.raises(ValueError):
        Meld.build("5c,6c,wr", ITALIAN, wild_end="middle")


# ---------------------------------------------------------------------------------- section 5
@pytest.mark.parametrize(
    ("cards", "wild_end", "arranged"),
    [
        ("5h,3h,4h", None, "3h,4h,5h"),
        ("3h,2h,Ah", None, "Ah,2h,3h"),
        ("Qs,As,Ks", None, "Qs,Ks,As"),
        ("Kh,Ah,2h", None, "2h(=Q),Kh,Ah"),
        ("Qh,Kh,Ah,2h", None, "2h(=J),Qh,Kh,Ah"),
        ("Kh,Ah,wb", None, "wb(=Q),Kh,Ah"),
        ("5d,7d,wb", None, "5d,wb(=6),7d"),
        ("5d,6d,wb", None, "wb(=4),5d,6d"),
        ("5d,6d,wb", "high", "5d,6d,wb(=7)"),
        ("Js,Qs,Ks,wr", None, "wr(=T),Js,Qs,Ks"),
        ("Qs,Ks,As,wr", None, "wr(=J),Qs,Ks,As"),
        ("As,3s,wr", None, "As,wr(=2),3s"),
        ("3s,wr,As,2s", None, "As,2s,3s,wr(=4)"),
        ("2s,3s,4s", None, "2s,3s,4s"),
        ("2s,3s,4s,wr", None, "wr(=A),2s,3s,4s"),
        ("2s,3s,4s,2h", None, "2h(=A),2s,3s,4s"),
        ("2sr,2sb,3s,4s", None, "2sb(=A),2sr,3s,4s"),
        ("2s,3s,5s", None, "3s,2s(=4),5s"),
        ("3h,4h,5h,2h", None, "2h,3h,4h,5h"),
        ("Ah,2h,2h", None, "Ah,2h,2h(=3)"),
        ("3h,4h,…,Kh,Ah,2h", None, "Ah,2h,3h,…,Kh"),
        ("Ac,2c,…,Kc,wb", None, "Ac,…,Kc,wb(free)"),
        ("2c,3c,…,Kc,Ac,wb", None, "Ac,…,Kc,wb(free)"),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_r5_7_arrangement_examples(cards: str, wild_end: str | None, arranged: str) -> None:
    """R5.1-R5.7 examples table: the arranged run and the wildcard's value."""
    assert_run(Meld.build(expand(cards), ITALIAN, wild_end=wild_end), arranged)


def test_r5_7_full_suit_is_clean() -> None:
    """R5 example: 3h,4h,…,Kh,Ah,2h (13) is the full suit, all natural: clean, ace low."""
    m = Meld.build(expand("3h,4h,…,Kh,Ah,2h"), ITALIAN)
    assert m.wildcard is None and m.ace == "low"
    assert m.buraco == "clean"


def test_r5_4_fourteen_card_run() -> None:
    """R5.4: the 14-card run's wildcard is free, counted as an end wildcard: semi-clean."""
    m = Meld.build(expand("Ac,2c,…,Kc,wb"), ITALIAN)
    assert m.wild_free and m.wild_value is None and m.values[-1] is None
    assert m.buraco == "semi_clean"


@pytest.mark.parametrize(
    "cards",
    [
        pytest.param("Kh,Ah,2h,3h", id="ace_at_both_ends"),
        pytest.param("3s,6s,wr", id="two_missing_values"),
        pytest.param("3s,4s,wr,2h", id="two_wildcards"),
        pytest.param("5s,5s,6s", id="same_value_twice"),
        pytest.param("3s,4h,2c", id="different_suits"),
        pytest.param("Ac,2c,…,Kc,Ac", id="ace_both_ends_13"),
        pytest.param("Ah,2h,…,Kh,2h,wr", id="14_hearts+15th"),
    ],
)
def test_r5_7_arrangement_examples_invalid(cards: str) -> None:
    """R5.1-R5.7 examples table: invalid runs are invalid_meld."""
    assert refused(cards) == "invalid_meld"


@pytest.mark.parametrize(
    ("cards", "options", "wild_end", "arranged", "buraco"),
    [
        pytest.param("Ah,3h,4h,…,Qh,wr", {}, None, "Ah,wr(=2),3h,…,Qh", "dirty", id="12-default"),
        pytest.param("Ah,3h,4h,…,Qh,wr", {}, "low", "Ah,wr(=2),3h,…,Qh", "dirty", id="12-low"),
        pytest.param("Ah,3h,4h,…,Qh,wr", {}, "high", "Ah,wr(=2),3h,…,Qh", "dirty", id="12-high"),
        pytest.param("Ah,2h,3h,…,Qh,wr", {}, None, "Ah,2h,…,Qh,wr(=K)", "semi_clean", id="13-2h-default"),
        pytest.param("Ah,2h,3h,…,Qh,wr", {}, "high", "Ah,2h,…,Qh,wr(=K)", "semi_clean", id="13-2h-high"),
        pytest.param("Ah,2h,3h,…,Qh,wr", {}, "low", "Ah,2h,…,Qh,wr(=K)", "semi_clean", id="13-2h-low"),
        pytest.param("Ah,3h,4h,…,Kh,wr", {}, None, "wr(=2),3h,…,Kh,Ah", "semi_clean", id="13-K-default"),
        pytest.param("Ah,3h,4h,…,Kh,wr", {}, "low", "wr(=2),3h,…,Kh,Ah", "semi_clean", id="13-K-low"),
        pytest.param("Ah,3h,4h,…,Kh,wr", {}, "high", "wr(=2),3h,…,Kh,Ah", "semi_clean", id="13-K-high"),
        pytest.param(
            "Ah,3h,4h,…,Kh,wr",
            {"royal_super": True},
            None,
            "Ah,wr(=2),3h,…,Kh",
            "royal_dirty",
            id="13-K-royal_super-default",
        ),
        pytest.param(
            "Ah,3h,4h,…,Kh,wr",
            {"royal_super": True},
            "low",
            "wr(=2),3h,…,Kh,Ah",
            "royal_dirty",
            id="13-K-royal_super-low",
        ),
    ],
)
def test_r5_6_ambiguous_aces(
    cards: str, options: dict, wild_end: str | None, arranged: str, buraco: str
) -> None:
    """R5.6 ambiguous-aces table (12- and 13-card runs, ace low or high)."""
    m = Meld.build(expand(cards), Rules.preset("italian", **options), wild_end=wild_end)
    assert_run(m, arranged)
    assert m.buraco == buraco


# ---------------------------------------------------------------------------------- R5.9
def table_meld(build: str, rules: Rules) -> Meld:
    """A run as it lies on the table: ``"cards"`` built by Meld.build, or ``"cards+more"`` built
    and then extended by attaching ``more`` (as the row above it in RULES.md describes)."""
    first, _, more = build.partition("+")
    m = Meld.build(expand(first), rules)
    return m.attach(more) if more else m


FWM = {"free_wild_moves": True}
ROYAL = {"royal_super": True}
A12 = "Ah,3h,4h,…,Qh,wr"  # Ah,wr(=2),3h,…,Qh (12)
H12 = "3h,…,Kh,Ah"  # 12, ace high
W13 = "Ah,3h,4h,…,Kh,wr"  # wr(=2),3h,…,Kh,Ah (13, ace high)

ATTACH_ROWS = [
    # table meld (built as), as RULES.md writes it, attach, wild_end, options, result or code
    pytest.param("3c,5c,wr", "3c,wr(=4),5c", "6c", None, {}, "3c,wr(=4),5c,6c", id="keeps_4"),
    pytest.param("3c,5c,wr", "3c,wr(=4),5c", "4c", None, {}, "wr(=2),3c,4c,5c", id="exact_replacement"),
    pytest.param(
        "3c,5c,wr", "3c,wr(=4),5c", "4c", "high", {}, "3c,4c,5c,wr(=6)", id="exact_replacement_high"
    ),
    pytest.param(
        "3c,5c,wr", "3c,wr(=4),5c", "4c,7c", None, {}, "3c,4c,5c,wr(=6),7c", id="freed_fills_new_gap"
    ),
    pytest.param("3c,5c,wr", "3c,wr(=4),5c", "4d", None, {}, "invalid_meld", id="wrong_suit"),
    pytest.param("5d,6d,7d,8d,wr", "wr(=4),5d,6d,7d,8d", "Td", None, {}, "wildcard_locked", id="Td_locked"),
    pytest.param(
        "5d,6d,7d,8d,wr",
        "wr(=4),5d,6d,7d,8d",
        "Td",
        None,
        FWM,
        "5d,6d,7d,8d,wr(=9),Td",
        id="Td_free_wild_moves",
    ),
    pytest.param("3s,4s,5s,wr", "wr(=2),3s,4s,5s", "7s", None, {}, "wildcard_locked", id="7s_locked"),
    pytest.param(
        "3s,4s,5s,wr", "wr(=2),3s,4s,5s", "7s", None, FWM, "3s,4s,5s,wr(=6),7s", id="7s_free_wild_moves"
    ),
    pytest.param(
        "5d,6d,7d,8d,wr", "wr(=4),5d,6d,7d,8d", "Jd", None, {}, "invalid_meld", id="Jd_no_arrangement"
    ),
    pytest.param(
        "5d,6d,7d,8d,wr", "wr(=4),5d,6d,7d,8d", "wb", None, {}, "invalid_meld", id="second_wildcard"
    ),
    pytest.param(
        "2s,3s,4s,wr", "wr(=A),2s,3s,4s", "As", None, {}, "As,2s,3s,4s,wr(=5)", id="replace_low_ace"
    ),
    pytest.param(
        "2s,3s,4s,wr", "wr(=A),2s,3s,4s", "6s", None, {}, "wildcard_locked", id="2s_cannot_become_wild"
    ),
    pytest.param("2d,3d,4d", "2d,3d,4d", "6d", None, {}, "3d,4d,2d(=5),6d", id="natural_two_becomes_wild"),
    pytest.param("2d,3d,4d+6d", "3d,4d,2d(=5),6d", "7d", None, {}, "3d,4d,2d(=5),6d,7d", id="two_now_locked"),
    pytest.param(
        "2d,3d,4d+6d", "3d,4d,2d(=5),6d", "5d", None, {}, "2d,3d,4d,5d,6d", id="two_returns_natural"
    ),
    pytest.param("3s,4s,5s", "3s,4s,5s", "wr", None, {}, "wr(=2),3s,4s,5s", id="wr_low"),
    pytest.param("3s,4s,5s", "3s,4s,5s", "wr", "high", {}, "3s,4s,5s,wr(=6)", id="wr_high"),
    pytest.param("Qh,Kh,wr", "wr(=J),Qh,Kh", "Ah", None, {}, "wr(=J),Qh,Kh,Ah", id="joker_stood_for_J"),
    pytest.param(A12, "Ah,wr(=2),3h,…,Qh", "2h", None, {}, "Ah,2h,…,Qh,wr(=K)", id="12_plus_2h"),
    pytest.param(A12, "Ah,wr(=2),3h,…,Qh", "Kh", None, {}, "Ah,wr(=2),3h,…,Kh", id="12_plus_Kh"),
    pytest.param(H12, "3h,…,Kh,Ah", "2h", None, {}, "2h,3h,…,Kh,Ah", id="high_12_plus_2h"),
    pytest.param(H12, "3h,…,Kh,Ah", "2h", None, ROYAL, "2h,3h,…,Kh,Ah", id="high_12_plus_2h_royal_super"),
    pytest.param(W13, "wr(=2),3h,…,Kh,Ah", "2h", None, {}, "Ah,2h,…,Kh,wr(free)", id="13_plus_2h_free"),
    pytest.param(H12, "3h,…,Kh,Ah", "2h,wb", None, {}, "Ah,2h,…,Kh,wb(free)", id="high_12_plus_2h_wb"),
]


@pytest.mark.parametrize(("build", "written", "attach", "wild_end", "options", "result"), ATTACH_ROWS)
def test_r5_9_attach_examples(
    build: str, written: str, attach: str, wild_end: str | None, options: dict, result: str
) -> None:
    """R5.9 / R5.10 attach table: the run's new reading, or the refusal code."""
    start = table_meld(build, Rules.preset("italian", **options))
    assert_run(start, written)
    if "(" not in result and "," not in result:
        with pytest.raises(InvalidMeld) as exc:
            start.attach(attach, wild_end=wild_end)
        assert exc.value.code == result
        return
    assert_run(start.attach(attach, wild_end=wild_end), result)


@pytest.mark.parametrize(
    ("build", "attach", "options", "buraco"),
    [
        pytest.param("2d,3d,4d+6d", "5d", {}, None, id="two_returns_natural_clean"),
        pytest.param(A12, "2h", {}, "semi_clean", id="12_plus_2h"),
        pytest.param(A12, "Kh", {}, "dirty", id="12_plus_Kh"),
        pytest.param(H12, "2h", {}, "clean", id="high_12_plus_2h"),
        pytest.param(H12, "2h", ROYAL, "royal", id="high_12_plus_2h_royal_super"),
        pytest.param(W13, "2h", {}, "semi_clean", id="13_plus_2h_free"),
        pytest.param(H12, "2h,wb", {}, "semi_clean", id="high_12_plus_2h_wb"),
    ],
)
def test_r5_9_attach_examples_class(build: str, attach: str, options: dict, buraco: str | None) -> None:
    """R5.9 attach table, the classes it states ("clean", "semi-clean", "dirty", "royal"; the
    14-card run is semi-clean by R6.1) and R3.2 (a natural two after attaching 2h)."""
    m = table_meld(build, Rules.preset("italian", **options)).attach(attach)
    assert m.buraco == buraco
    if buraco in (None, "clean", "royal"):
        assert m.wildcard is None  # "clean": no active wildcard, the two is natural


def test_r13_3_table_reading_differs_from_build() -> None:
    """R5.9 row / R13.3: Kh attached to Ah,wr(=2),3h,…,Qh stays dirty, while Meld.build on the
    same 13 cards reads wr(=2),3h,…,Kh,Ah, semi-clean."""
    attached = table_meld(A12, ITALIAN).attach("Kh")
    fresh = Meld.build(list(attached.cards), ITALIAN)
    assert_run(fresh, "wr(=2),3h,…,Kh,Ah")
    assert fresh.buraco == "semi_clean"
    assert attached.buraco == "dirty"


def test_r5_8_attach_keeps_kind() -> None:
    """R5.8: a set stays a set of the same rank (its wildcard stands for the rank)."""
    m = Meld.build("7c,7d,wr", ITALIAN).attach("7h")
    assert m.kind == "set" and m.rank == 7 and m.wild_value == 7
    with pytest.raises(InvalidMeld) as exc:
        Meld.build("7c,7d,7h", ITALIAN).attach("8h")
    assert exc.value.code == "invalid_meld"


# ---------------------------------------------------------------------------------- section 6
KINGS = "Kc,Kc,Kd,Kd,Kh,Kh,Ks,Ks"


def kings(n: int) -> str:
    return ",".join(KINGS.split(",")[:n])


@pytest.mark.parametrize(
    ("cards", "preset", "options", "buraco", "bonus", "points"),
    [
        pytest.param("3s,4s,5s,6s,7s,8s", "italian", {}, None, 0, 35, id="6_cards"),
        pytest.param("3s,4s,5s,6s,7s,8s,9s", "italian", {}, "clean", 200, 45, id="clean_7"),
        pytest.param("As,2s,3s,4s,5s,6s,7s", "italian", {}, "clean", 200, 60, id="natural_two"),
        pytest.param("3s…8s,wr", "italian", {}, "dirty", 100, 65, id="end_wild_7_cards"),
        pytest.param("3s…9s,wr", "italian", {}, "semi_clean", 150, 75, id="end_wild_8_cards"),
        pytest.param("As,2s,…,7s,2h", "italian", {}, "semi_clean", 150, 80, id="natural_2s+2h"),
        pytest.param("3s…9s,Js,wr", "italian", {}, "dirty", 100, 85, id="internal_wild"),
        pytest.param("As…Ks", "italian", {}, "clean", 200, 120, id="13_clean"),
        pytest.param("As…Ks", "italian", ROYAL, "royal", 300, 120, id="13_royal"),
        pytest.param("As…Ks,wr", "italian", {}, "semi_clean", 150, 150, id="14_semi_clean"),
        pytest.param("As…Ks,wr", "italian", ROYAL, "royal_dirty", 250, 150, id="14_royal_dirty"),
        pytest.param(kings(7), "italian", {}, "clean", 200, 70, id="7_kings"),
        pytest.param(kings(8), "italian", {}, "clean", 200, 80, id="8_kings"),
        pytest.param(kings(8), "italian", ROYAL, "super", 250, 80, id="8_kings_super"),
        pytest.param(kings(6) + ",wr", "italian", {}, "dirty", 100, 90, id="6_kings+wr"),
        pytest.param(kings(7) + ",wr", "italian", {}, "semi_clean", 150, 100, id="7_kings+wr"),
        pytest.param(
            kings(7) + ",wr",
            "italian",
            ROYAL,
            "semi_clean",
            150,
            100,
            id="7_kings+wr_royal_super_keeps_class",
        ),
        pytest.param(
            kings(7) + ",wr",
            "italian",
            {**ROYAL, "semi_clean": False},
            "dirty",
            100,
            100,
            id="7_kings+wr_royal_super_no_semi_clean",
        ),
        pytest.param(kings(8) + ",wr", "italian", {}, "semi_clean", 150, 110, id="8_kings+wr"),
        pytest.param(
            kings(8) + ",wr", "italian", ROYAL, "super_dirty", 200, 110, id="8_kings+wr_super_dirty"
        ),
        pytest.param("3s…9s,wr", "international", {}, "dirty", 100, 75, id="intl_8_cards"),
        pytest.param(
            "Ac,Ac,Ad,Ad,Ah,Ah,As,As,wb", "international", {}, "dirty", 100, 150, id="intl_8_aces+wb"
        ),
    ],
)
def test_r6_buraco_class_examples(
    cards: str, preset: str, options: dict, buraco: str | None, bonus: int, points: int
) -> None:
    """R6 examples table (R6.1-R6.3): class, bonus and card points."""
    m = Meld.build(expand(cards), Rules.preset(preset, **options))
    assert m.buraco == buraco
    assert m.bonus == bonus
    assert m.points == points


def test_r6_semi_clean_wildcard_positions() -> None:
    """R6 examples: in 3s,…,9s,wr the wr is the 2 at the low end; in As,2s,…,7s,2h the 2h is
    the 8 (the natural 2s counts among the 7); in 3s,…,9s,Js,wr the wr is the T inside."""
    assert Meld.build(expand("3s…9s,wr"), ITALIAN).wild_value == 2
    assert Meld.build(expand("As,2s,…,7s,2h"), ITALIAN).wild_value == 8
    assert Meld.build(expand("3s…9s,Js,wr"), ITALIAN).wild_value == 10
