// The games' JSON interface of `rithmo serve` (serve/service.hpp), called as the HTTP
// server calls it: states checked against the rules engine, the engine's replies legal,
// bad requests answered with their 4xx, games kept apart and their number bounded.
#include "serve/service.hpp"

#include "play/game.hpp"
#include "play/notation.hpp"
#include "play/record.hpp"

#include "catch.hpp"

#include <nlohmann/json.hpp>

#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace rithmo::play;
using nlohmann::json;
using rithmo::serve::Reply;
using rithmo::serve::Service;
using rithmo::serve::ServiceOptions;

namespace {

const std::string kTables = std::string(RITHMO_SOURCE_DIR) + "/tables";

Service make_service(std::size_t max_games = 8, std::size_t max_plies = 1000) {
  ServiceOptions o;
  o.tables = kTables;
  o.max_games = max_games;
  o.max_plies = max_plies;
  o.table_megabytes = 1;
  o.seed = 7;
  return Service(o);
}

json body_of(const Reply& r) {
  json j = json::parse(r.body, nullptr, false);
  REQUIRE_FALSE(j.is_discarded());
  return j;
}

json post(Service& s, const std::string& path, const json& body, int want = 200) {
  const Reply r = s.handle("POST", path, body.dump());
  INFO(r.body);
  REQUIRE(r.status == want);
  return body_of(r);
}

// The status of a request and its error text.
std::pair<int, std::string> refused(Service& s, const std::string& method, const std::string& path,
                                    const std::string& body = "") {
  const Reply r = s.handle(method, path, body);
  const json j = body_of(r);
  return {r.status, j.value("error", std::string())};
}

// The game of the record, replayed by the rules engine in the test.
struct Replayed {
  std::unique_ptr<Game> game;
  Position pos;
};
Replayed replay(const std::string& record_text) {
  const Record r = parse_record(record_text, "record");
  const Rules rules = rules_of(r);
  Replayed out{std::make_unique<Game>(rules, read_sources(kTables, needs_of(rules, true))), {}};
  replay_record(*out.game, r, out.pos);
  return out;
}

std::set<std::string> men_of(const json& state) {
  std::set<std::string> men;
  for (const auto& m : state["men"])
    men.insert(m["square"].get<std::string>() + " " + m["army"].get<std::string>() + " " +
               m["man"].get<std::string>());
  return men;
}

std::set<std::string> men_of(const Game& game, const Position& pos) {
  std::set<std::string> men;
  for (const Man& m : pos.men)
    if (m.on_board)
      men.insert(game.geometry().name(m.square) + " " + std::string(name(m.army)) + " " + format_man(m));
  return men;
}

}  // namespace

TEST_CASE("serve: the presets with their readings and sources, and the levels", "[serve]") {
  Service s = make_service();
  const Reply r = s.handle("GET", "/api/presets", "");
  REQUIRE(r.status == 200);
  const json j = body_of(r);
  REQUIRE(j["presets"].size() == presets().size());
  for (std::size_t i = 0; i < presets().size(); ++i) {
    CHECK(j["presets"][i]["name"] == std::string(presets()[i].name));
    CHECK(j["presets"][i]["readings"].size() == presets()[i].values.size());
  }
  CHECK(j["levels"][0]["name"] == "novice");
}

TEST_CASE("serve: two players; each move's state is the rules engine's after the same moves", "[serve]") {
  Service s = make_service();
  for (const std::string preset : {"fulke-1", "barozzi", "boissiere"}) {
    json state = post(s, "/api/games", {{"preset", preset}, {"vs", "person"}}, 201);
    const std::string id = state["id"];
    for (int ply = 0; ply < 8 && !state["over"].get<bool>(); ++ply) {
      // The state's legal moves are the engine's, each named by a word the record reads.
      const Reply rec = s.handle("GET", "/api/games/" + id + "/record", "");
      REQUIRE(rec.status == 200);
      Replayed g = replay(rec.body);
      MoveList legal;
      g.game->legal_moves(g.pos, legal);
      REQUIRE(state["moves"].size() == legal.size());
      CHECK(men_of(state) == men_of(*g.game, g.pos));
      CHECK(state["position"] == format_position(g.pos));
      const auto& moves = state["moves"];
      const std::string word = moves[(ply * 5) % moves.size()]["word"];
      state = post(s, "/api/games/" + id + "/move", {{"move", word}});
      CHECK(state["history"].size() == static_cast<std::size_t>(ply + 1));
      CHECK(state["history"].back()["move"] == word);
    }
  }
}

TEST_CASE("serve: against the engine, its replies are legal and it is the player's move again", "[serve]") {
  Service s = make_service();
  json state = post(s, "/api/games", {{"preset", "fulke-2"}, {"side", "even"}, {"level", "novice"}}, 201);
  const std::string id = state["id"];
  // The odd side moves first: the engine has moved already.
  REQUIRE(state["history"].size() == 1);
  CHECK(state["history"][0]["engine"] == true);
  CHECK(state["to_move"] == "even");
  for (int i = 0; i < 4 && !state["over"].get<bool>(); ++i) {
    state = post(s, "/api/games/" + id + "/move", {{"move", state["moves"][0]["word"]}});
    CHECK(state["history"].size() == static_cast<std::size_t>(2 * i + 3));
    CHECK(state["to_move"] == "even");
  }
  // Every move made, the engine's among them, replays under the rules.
  const Reply rec = s.handle("GET", "/api/games/" + id + "/record", "");
  CHECK(rec.content_type.rfind("text/plain", 0) == 0);
  CHECK(rec.filename == "rithmo-fulke-2.txt");
  Replayed g = replay(rec.body);
  CHECK(men_of(state) == men_of(*g.game, g.pos));
  // Back: the player's move and the engine's reply.
  const json back = post(s, "/api/games/" + id + "/back", json::object());
  CHECK(back["history"].size() == state["history"].size() - 2);
  CHECK(back["to_move"] == "even");
  // A hint names a legal move.
  const json hint = post(s, "/api/games/" + id + "/hint", json::object());
  std::set<std::string> words;
  for (const auto& m : back["moves"]) words.insert(m["word"]);
  CHECK(words.count(hint["move"]) == 1);
}

TEST_CASE("serve: a capture is explained with the reading and its source", "[serve]") {
  Service s = make_service();
  // Fulke's first kind against the engine: the player takes whenever he can, and the
  // engine does; the first capture of either is explained, within 300 plies.
  json state = post(s, "/api/games", {{"preset", "fulke-1"}, {"level", "novice"}}, 201);
  const std::string id = state["id"];
  bool seen = false;
  for (int ply = 0; ply < 300 && !seen && !state["over"].get<bool>(); ++ply) {
    std::string word = state["moves"][ply % state["moves"].size()]["word"];
    for (const auto& m : state["moves"])
      if (m["takes"].get<int>() > 0) word = m["word"];
    state = post(s, "/api/games/" + id + "/move", {{"move", word}});
    for (const auto& played : state["history"]) {
      for (const auto& note : played["captures"]) {
        seen = true;
        CHECK_FALSE(note["way"].get<std::string>().empty());
        CHECK_FALSE(note["parameter"].get<std::string>().empty());
        CHECK_FALSE(note["source"].get<std::string>().empty());
        CHECK(note["text"].get<std::string>().rfind("x ", 0) == 0);
      }
    }
  }
  CHECK(seen);
}

TEST_CASE("serve: bad requests are answered with their 4xx and a message", "[serve]") {
  Service s = make_service(8, 3);
  const json state = post(s, "/api/games", {{"preset", "fulke-1"}, {"vs", "person"}}, 201);
  const std::string game = "/api/games/" + state["id"].get<std::string>();
  CHECK(refused(s, "POST", "/api/games", "{not json").first == 400);
  CHECK(refused(s, "POST", "/api/games", "[1,2]").first == 400);
  CHECK(refused(s, "POST", "/api/games", R"({"preset":"nobody"})").first == 400);
  CHECK(refused(s, "POST", "/api/games", R"({"preset":7})").first == 400);
  CHECK(refused(s, "POST", "/api/games", R"({"params":"victory=bodies,men=3"})").first == 400);
  CHECK(refused(s, "POST", "/api/games", R"({"params":["victory=bodies men=3"]})").first == 400);
  CHECK(refused(s, "POST", "/api/games", R"({"params":["nothing=1"]})").first == 400);
  CHECK(refused(s, "POST", "/api/games", R"({"level":"grandmaster"})").first == 400);
  CHECK(refused(s, "POST", "/api/games", R"({"seed":-1})").first == 400);
  CHECK(refused(s, "POST", "/api/games", R"({"vs":"cat"})").first == 400);
  CHECK(
      refused(s, "POST", "/api/games", R"({"record":"rithmo-game\npreset fulke-1\nmoves zz9-a1\n"})").first ==
      400);
  CHECK(refused(s, "GET", "/api/games").first == 405);
  CHECK(refused(s, "DELETE", game).first == 405);
  CHECK(refused(s, "GET", "/api/games/0123/move").first == 405);
  CHECK(refused(s, "GET", "/api/games/0123").first == 404);
  CHECK(refused(s, "GET", game + "/frobnicate").first == 404);
  CHECK(refused(s, "GET", "/api/other").first == 404);
  CHECK(refused(s, "POST", game + "/move", R"({"move":"a1-a16"})").first == 400);
  CHECK(refused(s, "POST", game + "/move", R"({"move":""})").first == 400);
  CHECK(refused(s, "POST", game + "/move", R"({"move":3})").first == 400);
  CHECK(refused(s, "POST", game + "/back").first == 409);
  // A game holds max_plies moves (3 here).
  json st = state;
  for (int i = 0; i < 3; ++i) st = post(s, game + "/move", {{"move", st["moves"][0]["word"]}});
  const auto [status, message] =
      refused(s, "POST", game + "/move", json{{"move", st["moves"][0]["word"]}}.dump());
  CHECK(status == 409);
  CHECK(message.find("3 moves at most") != std::string::npos);
  // The text of a request comes back only inside JSON's strings, as text.
  const std::string other =
      "/api/games/" + post(s, "/api/games", {{"vs", "person"}}, 201)["id"].get<std::string>();
  const auto [bad, text] = refused(s, "POST", other + "/move", R"({"move":"<script>\u0001"})");
  CHECK(bad == 400);
  CHECK(text.find("<script>\x01") != std::string::npos);
}

TEST_CASE("serve: games are kept apart and their number bounded", "[serve]") {
  Service s = make_service(3);
  std::vector<std::string> ids;
  for (int i = 0; i < 4; ++i) ids.push_back(post(s, "/api/games", {{"vs", "person"}}, 201)["id"]);
  CHECK(s.games() == 3);
  // The game left longest untouched went first.
  CHECK(s.handle("GET", "/api/games/" + ids[0], "").status == 404);
  CHECK(std::set<std::string>(ids.begin(), ids.end()).size() == 4);
  // A move in one game leaves another as it was.
  const json other = body_of(s.handle("GET", "/api/games/" + ids[2], ""));
  const json moved = post(s, "/api/games/" + ids[1] + "/move", {{"move", other["moves"][0]["word"]}});
  CHECK(moved["history"].size() == 1);
  CHECK(body_of(s.handle("GET", "/api/games/" + ids[2], "")) == other);
  // Requests on several threads at once, each on its game.
  std::vector<std::thread> threads;
  std::vector<int> statuses(ids.size() - 1);
  for (std::size_t i = 1; i < ids.size(); ++i) {
    threads.emplace_back([&, i] {
      const json st = body_of(s.handle("GET", "/api/games/" + ids[i], ""));
      statuses[i - 1] = s.handle("POST", "/api/games/" + ids[i] + "/move",
                                 json{{"move", st["moves"].back()["word"]}}.dump())
                            .status;
    });
  }
  for (auto& t : threads) t.join();
  for (int st : statuses) CHECK(st == 200);
}

TEST_CASE("serve: a game played on from its record", "[serve]") {
  Service s = make_service();
  const json first = post(s, "/api/games", {{"preset", "barozzi"}, {"vs", "person"}}, 201);
  const std::string id = first["id"];
  json st = post(s, "/api/games/" + id + "/move", {{"move", first["moves"][2]["word"]}});
  st = post(s, "/api/games/" + id + "/move", {{"move", st["moves"][0]["word"]}});
  const std::string record = s.handle("GET", "/api/games/" + id + "/record", "").body;
  const json loaded = post(s, "/api/games", {{"record", record}, {"vs", "person"}}, 201);
  CHECK(loaded["history"].size() == 2);
  CHECK(loaded["position"] == st["position"]);
  CHECK(loaded["preset"] == "barozzi");
}
