// rithmo serve: the page to play the books' games in the browser, against the engine or
// another person (docs/serve.md). The options are checked here, as every command's are;
// the server itself is the program rithmo-serve (serve_main.cpp), which this command
// becomes.
#include "cli.hpp"
#include "play/rules.hpp"
#include "play/sources.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace rithmo::cli {

namespace {

struct ServeOptions {
  std::string host = "127.0.0.1";
  std::string port = "8080";
  std::string tables = default_tables_dir();
  std::string max_games = "64";
};

int run_serve(const ServeOptions& o) {
  const auto port = count_option("--port", o.port, 0, 65535);
  const auto max_games = count_option("--max-games", o.max_games, 1, 100000);
  if (o.host.empty() || o.host.find_first_of(" \t/") != std::string::npos)
    throw UsageError("--host '" + o.host + "' is not an address");
  // The tables are read now, so that a bad folder is said before the server starts.
  const play::Rules rules = play::preset_rules("barozzi");
  (void)play::read_sources(o.tables, play::needs_of(rules, true));
  const std::string web = web_dir();
  if (web.empty())
    throw UsageError("the page's files (share/rithmo/web) are not installed beside this program");
  const std::string server = helper_program("rithmo-serve");
  if (server.empty())
    throw UsageError("the server program rithmo-serve is not installed beside this program (libexec/rithmo)");
  std::vector<std::string> args{
      server, "--host",   o.host,   "--port",      std::to_string(port),     "--web",
      web,    "--tables", o.tables, "--max-games", std::to_string(max_games)};
  // The edition, at /edition/, where it has been made.
  if (const std::string site = site_dir(); !site.empty()) {
    args.push_back("--site");
    args.push_back(site);
  }
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  flush_stdout();
  execv(server.c_str(), argv.data());
  throw UsageError("cannot run " + server + ": " + std::strerror(errno));
}

}  // namespace

std::vector<Command> serve_commands() {
  auto o = std::make_shared<ServeOptions>();
  return {
      {"serve", "Play any preset in the browser, against the engine or another person (docs/serve.md)",
       [o](CLI::App& c) {
         c.add_option("--port", o->port, "Port to listen on (0: any free port, which is printed)")
             ->type_name("N")
             ->capture_default_str();
         c.add_option("--host", o->host,
                      "Address to listen on; only this machine can connect to the default (0.0.0.0: every "
                      "address of the machine)")
             ->type_name("ADDRESS")
             ->capture_default_str();
         c.add_option("--max-games", o->max_games,
                      "Games kept at once; a new game beyond them drops the one left longest untouched")
             ->type_name("N")
             ->capture_default_str();
         c.add_option("--tables", o->tables,
                      "The transcribed tables folder (default: $RITHMO_TABLES, else ./tables, else the "
                      "installed tables)")
             ->type_name("DIR");
       },
       [o] { return run_serve(*o); }},
  };
}

}  // namespace rithmo::cli
