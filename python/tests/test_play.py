"""Playing through Python: legal moves in sow's notation, plies, positions,
errors and copies, on Kalah and a few games of other kinds."""

import copy
import random

import pytest

import sow
from conftest import example


@pytest.fixture
def kalah():
    return sow.load(example("kalah"))


def play_randomly(game, seed, plies=None):
    """Plays random legal choices until the game ends (or `plies` more)."""
    rng = random.Random(seed)
    cap = game.rules.max_plies if plies is None else game.ply + plies
    while not game.is_over and game.ply < cap:
        game.play(rng.choice(game.legal_moves()))
    return game


def seeds(game):
    return sum(game.holes) + sum(game.stores)


def test_kalah_starts_with_souths_row(kalah):
    game = kalah.new_game()
    assert game.legal_moves() == ["a1", "b1", "c1", "d1", "e1", "f1"]
    assert game.holes == [4] * 12
    assert game.stores == (0, 0)
    assert (game.to_move, game.round, game.ply) == ("south", 1, 0)
    assert not game.is_over and game.result is None
    assert game.rules.name == "Kalah"


def test_a_last_seed_in_the_store_moves_again(kalah):
    game = kalah.new_game()
    game.play("c1")
    assert game.stores == (1, 0)
    assert game.to_move == "south"
    assert game.holes[:6] == [4, 4, 0, 5, 5, 5]
    position = game.position()
    assert position["move"] == "c1"
    assert position["fired"] == ["extra-turn"]
    assert position["holes"]["c1"] == 0 and position["stores"] == {"south": 1, "north": 0}
    assert "south plays c1" in str(game)


def test_an_illegal_move_raises_and_changes_nothing(kalah):
    game = kalah.new_game()
    game.play("c1")
    before = game.position()
    with pytest.raises(sow.IllegalMove, match="`a2` is not a legal move for south") as raised:
        game.play("a2")
    assert "legal moves: a1 b1 d1 e1 f1" in str(raised.value)
    with pytest.raises(sow.IllegalMove, match="is empty"):
        game.play("c1")
    with pytest.raises(sow.SowError, match="not a hole of this board"):
        game.play("z9")
    with pytest.raises(sow.IllegalMove, match="lots"):
        game.play("lots=east")
    assert game.position() == before


def test_a_finished_game_takes_no_move(kalah):
    game = play_randomly(kalah.new_game(), seed=1)
    assert game.is_over
    assert game.legal_moves() == []
    assert game.to_move is None
    result = game.result
    assert set(result) == {"winner", "scores", "reason"}
    assert result["winner"] in ("south", "north", None)
    assert sum(result["scores"]) == 48
    assert game.position()["result"] == result
    with pytest.raises(sow.IllegalMove, match="already over"):
        game.play("a1")


def test_a_copy_plays_on_alone(kalah):
    game = kalah.new_game()
    game.play("c1")
    for twin in (game.copy(), copy.copy(game), copy.deepcopy(game)):
        twin.play("a1")
        assert twin.ply == 2 and game.ply == 1
        assert twin.position() != game.position()
    # The original goes on as if no copy had played.
    again = kalah.new_game()
    again.play("c1")
    assert game.position() == again.position()
    play_randomly(game.copy(), seed=3)
    assert game.position() == again.position()


def test_oware_keeps_every_seed_on_the_board_or_taken():
    rules = sow.load(example("oware"))
    game = rules.new_game()
    assert len(game.holes) == 12 and seeds(game) == 48
    rng = random.Random(5)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
        assert seeds(game) == 48
    assert game.result["reason"]


def test_a_relay_game_sows_several_laps():
    # Ayoayo relays: a lap ending in an occupied hole lifts it and goes on.
    game = sow.load(example("ayoayo")).new_game()
    rng = random.Random(2)
    laps = []
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
        laps.append(game.position()["laps"])
    assert max(laps) > 1


def test_a_match_plays_rounds():
    game = play_randomly(sow.load(example("hufesay")).new_game(), seed=2)
    assert game.round > 1
    assert game.result["reason"] == "match-won"


def test_lots_are_a_choice_where_a_recount_waits_for_them():
    game = sow.load(example("qelat")).new_game()
    rng = random.Random(2)
    while not game.is_over:
        moves = game.legal_moves()
        if moves == ["lots=south", "lots=north"]:
            with pytest.raises(sow.IllegalMove, match="draw lots first"):
                game.play("a1")
            game.play("lots=north")
            assert game.position()["move"] is None
            return
        game.play(rng.choice(moves))
    pytest.fail("no recount waited for lots")


def test_a_player_chooses_legal_moves():
    rules = sow.load(example("kalah"))
    for kind in ("random", "greedy", "alphabeta:2", "mcts:20"):
        player = sow.Player(kind, seed=4)
        assert player.kind == kind
        game = rules.new_game()
        while not game.is_over:
            move = player.choose(game)
            assert move in game.legal_moves()
            game.play(move)
        assert player.choose(game) is None


def test_unknown_players_are_sow_errors():
    with pytest.raises(sow.SowError, match="is no player"):
        sow.Player("perfect")
    with pytest.raises(sow.SowError, match="depth"):
        sow.Player("alphabeta")
    with pytest.raises(sow.SowError):
        sow.Player("human")


def test_the_same_seed_plays_the_same_game():
    rules = sow.load(example("oware"))
    games = []
    for _ in range(2):
        player, game = sow.Player("greedy", seed=9), rules.new_game()
        moves = []
        while not game.is_over:
            moves.append(player.choose(game))
            game.play(moves[-1])
        games.append(moves)
    assert games[0] == games[1]


def test_a_playout_plays_to_the_end_in_one_call(kalah):
    game = kalah.new_game()
    game.play("c1")
    twin = game.copy()
    twin.play_out(seed=3)
    assert twin.is_over and twin.legal_moves() == []
    assert seeds(twin) == 48 and game.ply == 1
    again = game.copy()
    again.play_out(seed=3)
    assert again.position() == twin.position()
    assert again.position()["move"] is not None


def test_a_playout_stops_at_max_plies():
    for name in ("oware", "qelat"):
        game = sow.load(example(name)).new_game()
        game.play_out(seed=1, max_plies=40)
        assert game.ply == 40 and not game.is_over
        game.play_out(seed=2)
        assert game.is_over or game.ply == game.rules.max_plies


def test_five_players_each_keep_a_store_and_the_turn_goes_round():
    rules = sow.load(example("pic-five-players"))
    assert rules.players == ["south", "north", "third", "fourth", "fifth"]
    game = rules.new_game()
    assert game.stores == (0, 0, 0, 0, 0)
    movers = []
    for _ in range(5):
        movers.append(game.to_move)
        game.play(game.legal_moves()[0])
    assert movers == ["south", "north", "third", "fourth", "fifth"]
    assert seeds(game) == 180
    play_randomly(game, 7)
    assert game.is_over and sum(game.stores) == 180


def test_a_player_plays_every_side_of_five_but_alphabeta_refuses():
    rules = sow.load(example("pic-five-players"))
    game = rules.new_game()
    greedy = sow.Player("greedy", seed=3)
    for _ in range(7):
        game.play(greedy.choose(game))
    assert game.ply == 7
    with pytest.raises(sow.SowError, match="searches a duel"):
        sow.Player("alphabeta:2").choose(game)
    with pytest.raises(sow.SowError, match="searches a duel"):
        sow.simulate(rules, games=2, south="alphabeta:2")
