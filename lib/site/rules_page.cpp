// The rules: each preset (a game of one book, or a modern reconstruction) with every
// reading it takes and the source line behind each.
#include "play/rules.hpp"
#include "site/pages.hpp"

namespace rithmo::site {

std::string rules_page(const SiteInput& input) {
  HtmlWriter html = open_page("The rules of each game", "rules.html");
  html.element(
          "p",
          "Each game rithmo plays is a preset: a value for every reading on which the sources disagree, each "
          "with the lines behind it. `rithmo serve` plays them in the browser; `rithmo rules` prints them.")
      .newline();
  html.open("ul").newline();
  for (const play::Preset& p : play::presets()) {
    html.open("li")
        .link("#" + html_id(p.name), std::string(p.name))
        .text(": " + std::string(p.title))
        .close()
        .newline();
  }
  html.close().newline();
  for (const play::Preset& p : play::presets()) {
    html.open("section").attribute("id", html_id(p.name)).newline();
    html.element("h2", std::string(p.name) + ": " + std::string(p.title)).newline();
    html.element("p", p.of_a_book ? "A game a period book describes." : "A modern reconstruction.").newline();
    html.open("div").attribute("class", "scroll").open("table").newline();
    html.element("caption", "The readings of " + std::string(p.name));
    html.open("thead").open("tr");
    for (const char* h : {"reading", "value", "the lines behind it"})
      html.open("th").attribute("scope", "col").text(h).close();
    html.close().close().newline().open("tbody").newline();
    for (const play::PresetValue& v : p.values) {
      html.open("tr").open("th").attribute("scope", "row").text(v.parameter).close();
      html.open("td").element("code", v.value).close().element("td", v.source).close().newline();
    }
    html.close().close().close().newline();
    html.close().newline();
  }
  return close_page(html, input);
}

}  // namespace rithmo::site
