// rithmo-serve: the HTTP server behind `rithmo serve` (serve_commands.cpp runs it with
// the options it has checked). It serves the page of tools/web/ and the games' JSON
// interface of lib/serve/service.hpp with cpp-httplib. It is a program of its own so
// that the HTTP library, TLS and compression libraries it is linked with are loaded only
// when a server is wanted, not at every start of rithmo.
//
//   rithmo-serve --host H --port N --web DIR --tables DIR --max-games N [--site DIR]
//
// With --site, the edition (`rithmo site`) is served at /edition/.
//
// Port 0 takes any free port. The address served is printed on standard output when
// the server listens; SIGINT or SIGTERM stops it.
#include "serve/service.hpp"

#include <httplib.h>
#include <CLI/CLI.hpp>

#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>
#include <thread>

namespace {

void answer(rithmo::serve::Service& service, const httplib::Request& req, httplib::Response& res) {
  const rithmo::serve::Reply r = service.handle(req.method, req.path, req.body);
  res.status = r.status;
  if (!r.filename.empty())
    res.set_header("Content-Disposition", "attachment; filename=\"" + r.filename + "\"");
  res.set_header("Cache-Control", "no-store");
  res.set_content(r.body, r.content_type.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"The HTTP server of `rithmo serve`"};
  std::string host = "127.0.0.1", web, tables, site;
  int port = 8080;
  std::size_t max_games = 64;
  app.add_option("--host", host);
  app.add_option("--port", port)->check(CLI::Range(0, 65535));
  app.add_option("--web", web)->required();
  app.add_option("--tables", tables)->required();
  app.add_option("--max-games", max_games)->check(CLI::Range(1, 100000));
  app.add_option("--site", site);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }

  // SIGINT and SIGTERM are waited for on a thread of their own, which stops the server.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  rithmo::serve::ServiceOptions options;
  options.tables = tables;
  options.max_games = max_games;
  rithmo::serve::Service service(options);

  httplib::Server server;
  server.set_payload_max_length(1 << 20);
  // SO_REUSEADDR only: httplib's default adds SO_REUSEPORT, under which a second server
  // on a port in use would share it with the first instead of being refused.
  server.set_socket_options([](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });
  server.set_default_headers({{"Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'"},
                              {"X-Content-Type-Options", "nosniff"},
                              {"Referrer-Policy", "no-referrer"}});
  const auto api = [&service](const httplib::Request& req, httplib::Response& res) {
    answer(service, req, res);
  };
  const char* pattern = R"(/api/.*)";
  server.Get(pattern, api);
  server.Post(pattern, api);
  server.Put(pattern, api);
  server.Delete(pattern, api);
  server.Patch(pattern, api);
  server.Options(pattern, api);
  if (!server.set_mount_point("/", web)) {
    std::cerr << "rithmo serve: error: the page's folder '" << web << "' cannot be read\n";
    return 2;
  }
  if (!site.empty()) {
    if (!server.set_mount_point("/edition/", site)) {
      std::cerr << "rithmo serve: error: the edition's folder '" << site << "' cannot be read\n";
      return 2;
    }
    server.Get("/edition",
               [](const httplib::Request&, httplib::Response& res) { res.set_redirect("/edition/"); });
  }
  server.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    const std::string text = res.status == 404   ? "not found"
                             : res.status == 413 ? "the request is too large"
                                                 : "the request cannot be answered";
    res.set_content(R"({"error":")" + text + R"("})", "application/json");
  });

  const int requested = port;
  if (port == 0) {
    port = server.bind_to_any_port(host);
  } else if (!server.bind_to_port(host, port)) {
    port = -1;
  }
  if (port < 0) {
    std::cerr << "rithmo serve: error: cannot listen on " << host << " port " << requested
              << " (the port is in use, or the address is not one of this machine's)\n";
    return 2;
  }
  std::thread stopper([&server, stop_signals] {
    int sig = 0;
    sigwait(&stop_signals, &sig);
    server.stop();
  });
  const bool ipv6 = host.find(':') != std::string::npos;
  std::cout << "rithmo serve: http://" << (ipv6 ? "[" + host + "]" : host) << ":" << port
            << "/ (Ctrl-C stops it)" << std::endl;
  const bool ok = server.listen_after_bind();
  // The signal thread waits on; a signal of our own ends it.
  pthread_kill(stopper.native_handle(), SIGTERM);
  stopper.join();
  return ok ? 0 : 2;
}
