"""The OpenSpiel wrapper: skipped where open_spiel is not installed."""

import json
import random
import subprocess

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

import sow  # noqa: E402
import sow.openspiel  # noqa: E402
from conftest import example  # noqa: E402


def random_actions(state, rng):
    """Plays random actions (and chance outcomes) to the end; the choices."""
    choices = []
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            action = rng.choices(actions, probs)[0]
        else:
            action = rng.choice(state.legal_actions())
        choices.append(state.action_to_string(state.current_player(), action))
        state.apply_action(action)
    return choices


def test_kalahs_actions_are_its_holes():
    game = sow.openspiel.load_game(example("kalah"))
    state = game.new_initial_state()
    assert state.current_player() == 0
    assert state.legal_actions() == [0, 1, 2, 3, 4, 5]
    assert [state.action_to_string(0, a) for a in state.legal_actions()] == [
        "a1", "b1", "c1", "d1", "e1", "f1"]
    state.apply_action(2)  # c1: the last seed in the store, South again
    assert state.current_player() == 0
    assert state.observation_tensor(0)[:6] == [4, 4, 0, 5, 5, 5]
    assert state.observation_tensor(0)[12:] == [1, 0]
    twin = state.clone()
    twin.apply_action(0)
    assert state.observation_tensor(0)[0] == 4 and twin.observation_tensor(0)[0] == 0


@pytest.mark.parametrize("name", ["kalah", "oware", "bao-la-kiswahili", "qelat", "ti"])
def test_random_play_agrees_with_sow_play(sow_command, name):
    path = example(name)
    game = sow.openspiel.load_game(path)
    state = game.new_initial_state()
    rng = random.Random(3)
    choices = []
    while not state.is_terminal() and len(choices) < 1000:
        if state.is_chance_node():
            action = rng.choice([a for a, _ in state.chance_outcomes()])
        else:
            action = rng.choice(state.legal_actions())
        choices.append(state.action_to_string(state.current_player(), action))
        state.apply_action(action)
    out = subprocess.run(
        [sow_command, "play", str(path), "--format", "json", "--moves", " ".join(choices)],
        check=True, capture_output=True, text=True,
    ).stdout
    last = json.loads(out.splitlines()[-1])
    assert last == state.game.position()
    if state.is_terminal():
        winner = last["result"]["winner"]
        assert state.returns()[0] == {"south": 1.0, "north": -1.0, None: 0.0}[winner]


def test_lots_are_chance_nodes():
    state = sow.openspiel.load_game(example("qelat")).new_initial_state()
    rng = random.Random(2)
    while not state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    outcomes = state.chance_outcomes()
    assert [state.action_to_string(pyspiel.PlayerId.CHANCE, a) for a, _ in outcomes] == [
        "lots=south", "lots=north"]
    assert [p for _, p in outcomes] == [0.5, 0.5]


def test_the_margin_is_the_score_difference():
    game = sow.openspiel.load_game(example("kalah"), margin=True)
    state = game.new_initial_state()
    random_actions(state, random.Random(1))
    south, north = state.game.result["scores"]
    assert state.returns() == [south - north, north - south]


def test_a_registered_file_loads_by_name():
    name = sow.openspiel.register(example("oware"), name="sow_oware_test")
    game = pyspiel.load_game(name)
    assert game.get_type().short_name == "sow_oware_test"
    assert len(game.new_initial_state().legal_actions()) == 6
    assert sow.openspiel.short_name("x/bao-la-kiswahili.sow.toml") == "sow_bao_la_kiswahili"


def test_mcts_beats_random_at_kalah():
    from open_spiel.python.algorithms import mcts
    game = sow.openspiel.load_game(example("kalah"))
    wins = 0
    for i in range(4):
        rng = random.Random(i)
        bot = mcts.MCTSBot(game, uct_c=2, max_simulations=100,
                           evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(i)),
                           random_state=np.random.RandomState(i))
        state = game.new_initial_state()
        mcts_player = i % 2
        while not state.is_terminal():
            if state.current_player() == mcts_player:
                state.apply_action(bot.step(state))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        wins += state.returns()[mcts_player] > 0
    assert wins >= 3


def spiel_board(state):
    """The wrapper's Kalah as OpenSpiel's `mancala` lays its board out:
    North's store, South's pits a1–f1, South's store, North's pits f2–a2."""
    holes, (south, north) = state.game.holes, state.game.stores
    return [north, *holes[:6], south, *reversed(holes[6:])]


def spiel_action(name):
    """OpenSpiel's `mancala` action for one of Kalah's holes."""
    column = "abcdef".index(name[0])
    return 1 + column if name[1] == "1" else 13 - column


def test_kalah_agrees_with_openspiels_own_on_100_random_games():
    ours = sow.openspiel.load_game(example("kalah"))
    theirs = pyspiel.load_game("mancala")
    for seed in range(100):
        rng = random.Random(seed)
        mine, other = ours.new_initial_state(), theirs.new_initial_state()
        while True:
            assert spiel_board(mine) == other.observation_tensor(0)[:14], seed
            assert mine.is_terminal() == other.is_terminal(), seed
            if mine.is_terminal():
                assert mine.returns() == other.returns(), seed
                break
            assert mine.current_player() == other.current_player(), seed
            names = [mine.action_to_string(mine.current_player(), a)
                     for a in mine.legal_actions()]
            assert sorted(map(spiel_action, names)) == other.legal_actions(), seed
            name = rng.choice(names)
            mine.apply_action(mine.legal_actions()[names.index(name)])
            other.apply_action(spiel_action(name))


def test_every_process_numbers_the_actions_alike():
    # Bao's placements (c1*, and c1*+ where they relay) and ways: the
    # number of each choice follows from the board alone, not from the
    # order a game first offers it, so a game loaded afresh (as by
    # another process) names every action of a played game the same.
    path = example("bao-la-kiswahili")
    played = sow.openspiel.load_game(path)
    state = played.new_initial_state()
    rng = random.Random(5)
    seen = {}
    for _ in range(60):
        if state.is_terminal():
            break
        for action in state.legal_actions():
            seen[action] = state.action_to_string(state.current_player(), action)
        state.apply_action(rng.choice(state.legal_actions()))
    assert any(name.endswith("*") or "*" in name for name in seen.values()), seen
    fresh = sow.openspiel.load_game(path)
    holes = sow.load(path).hole_names
    assert fresh.num_distinct_actions() == 9 * len(holes) + 7 + 64
    for action, name in seen.items():
        assert fresh.new_initial_state().action_to_string(0, action) == name
    # The numbering itself: the holes, then each suffix's holes in turn.
    assert seen.get(holes.index("a1")) in (None, "a1")
    assert fresh.new_initial_state().action_to_string(0, 3 * len(holes)) == "a1*"


def test_the_pie_rules_swap_is_an_action(tmp_path):
    kalah = example("kalah").read_text()
    path = tmp_path / "kalah-pie.sow.toml"
    path.write_text(kalah.replace("[moves]\n", "[moves]\npie = true\n"))
    state = sow.openspiel.load_game(str(path)).new_initial_state()
    state.apply_action(2)  # c1: into the store, South again
    state.apply_action(1)  # b1
    assert state.current_player() == 1
    names = [state.action_to_string(1, a) for a in state.legal_actions()]
    assert names[-1] == "swap"
    state.apply_action(state.legal_actions()[-1])
    # The board turned half round: South's row 4 0 1 6 6 6 is North's.
    assert state.current_player() == 0
    assert state.observation_tensor(0)[6:12] == [6, 6, 6, 1, 0, 4]


def test_carries_have_actions_numbered_by_the_file():
    path = example("english-wari")
    holes = sow.load(path).hole_names
    carries = sow.load(path).carry_names
    # Each player's opening carry from each of their holes into the next.
    assert carries[:2] == ["a1>b1", "b1>c1"]
    assert "f1>f2" in carries and "a2>a1" in carries and len(carries) == 12
    game = sow.openspiel.load_game(path)
    assert game.num_distinct_actions() == 9 * len(holes) + 7 + 12 + 64
    state = game.new_initial_state()
    names = {state.action_to_string(0, a): a for a in state.legal_actions()}
    assert names["a1>b1"] == 9 * len(holes) + 7
    state.apply_action(names["a1>b1"])
    assert state.observation_tensor(0)[:2] == [0, 8]
    # Another process, or another load, numbers them alike.
    again = sow.openspiel.load_game(path).new_initial_state()
    assert again.action_to_string(0, names["c1>d1"]) == "c1>d1"


def test_chosen_drops_have_actions_numbered_by_the_file():
    path = example("ti")
    rules = sow.load(path)
    holes, drops = rules.hole_names, rules.drop_names
    # Ti's 48 counters: a drop of 1 to 48.
    assert drops[:2] == ["drop=1", "drop=2"] and len(drops) == 48
    game = sow.openspiel.load_game(path)
    assert game.num_distinct_actions() == 9 * len(holes) + 7 + 48 + 64
    state = game.new_initial_state()
    state.apply_action(0)
    names = {state.action_to_string(0, a): a for a in state.legal_actions()}
    assert sorted(names) == ["drop=1", "drop=2", "drop=3", "drop=4"]
    assert names["drop=1"] == 9 * len(holes) + 7
    state.apply_action(names["drop=3"])
    assert state.observation_tensor(0)[:2] == [0, 7]
    assert state.current_player() == 0


def test_an_entry_from_the_store_is_the_holes_placement_action(tmp_path):
    path = tmp_path / "hand.sow.toml"
    path.write_text((example("kalah").parent.parent / "tests/browser/entry.sow.toml").read_text())
    holes = sow.load(str(path)).hole_names
    state = sow.openspiel.load_game(str(path)).new_initial_state()
    names = {state.action_to_string(0, a): a for a in state.legal_actions()}
    # Each hole of South's sows or takes a seed from the store: `b1*` is
    # the hole's placement action, numbered by the board alone.
    assert sorted(names) == ["a1", "a1*", "b1", "b1*", "c1", "c1*"]
    assert names["b1*"] == 3 * len(holes) + holes.index("b1")
    state.apply_action(names["b1*"])
    assert state.current_player() == 1
    assert state.game.holes[holes.index("b1")] == 2
    assert list(state.game.stores) == [1, 2]


def test_a_game_of_more_than_two_players_is_refused():
    with pytest.raises(ValueError, match="5 players"):
        sow.openspiel.load_game(example("pic-five-players"))
