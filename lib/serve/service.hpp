// The games a page plays through `rithmo serve`: a JSON interface over HTTP's method,
// path and body, kept apart from the HTTP server so that it can be tested and fuzzed
// as a function (docs/serve.md specifies it).
//
//   GET  /api/presets            the presets, their readings with sources, the levels
//   POST /api/games              a new game: {"preset", "params", "vs", "side", "level",
//                                "seed"}, or {"record": TEXT} to play on from a record
//   GET  /api/games/ID           the game's state
//   POST /api/games/ID/move      {"move": WORD}: the move, and the engine's reply
//   POST /api/games/ID/back      takes back the player's last move (and the reply)
//   POST /api/games/ID/hint      the move the engine would play
//   GET  /api/games/ID/record    the game record (play/record.hpp), as text
//
// A state holds the board (its size, the camps), the men, the side to move, the legal
// moves, every move made with its captures explained (play/explain.hpp), the men
// taken and the outcome. A bad request is answered with a 4xx status and
// {"error": TEXT}. Games are kept apart by an identifier of 128 random bits; the
// service keeps at most `max_games` (the one left longest untouched goes first) and a
// game at most `max_plies` moves, so that the memory it holds is bounded.
#pragma once

#include "play/rules.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <string_view>

namespace rithmo::serve {

struct Reply {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::string filename;  // set: the body is a file to download under this name
};

struct ServiceOptions {
  std::string tables;  // the transcribed tables folder (play/sources.hpp)
  std::size_t max_games = 64;
  std::size_t max_plies = 1000;
  std::size_t table_megabytes = 4;  // the engine's transposition table, a search
  std::uint64_t seed = 0;           // of the identifiers; 0: from the system
};

class Service {
 public:
  explicit Service(ServiceOptions options);
  ~Service();
  Service(const Service&) = delete;
  Service& operator=(const Service&) = delete;

  // Answers one request; safe to call from several threads at once. Never throws for
  // anything a request holds.
  Reply handle(std::string_view method, std::string_view path, std::string_view body);

  // The games held now.
  std::size_t games() const;

  struct GameState;

 private:
  Reply route(std::string_view method, std::string_view path, std::string_view body);
  Reply create(std::string_view body);
  std::shared_ptr<GameState> find(std::string_view id);
  std::string new_id();

  ServiceOptions options_;
  mutable std::mutex mutex_;  // guards games_, clock_, random_
  std::map<std::string, std::shared_ptr<GameState>, std::less<>> games_;
  std::uint64_t clock_ = 0;  // a counter of uses, for the game left longest untouched
  std::mt19937_64 random_;
};

}  // namespace rithmo::serve
