// The rules of play of Fulke's three kinds and Boissière's two games, with every
// disputed reading a parameter.
//
// Fulke (002 lines 488-901) describes three kinds of play; his first kind is retold
// by du Coeur (000, 001) and all three are summarised by Savard (003). Boissière
// (Paris 1556, ocr/boissiere-1554), whom Fulke's third kind follows, describes his game
// (pages 0010-0084) and «another pleasant way to play» (0084-0099). The texts
// disagree, and parts of Fulke are lost from the transcription (his first kind breaks
// off at line 627, in the middle of "Of the maner of taking", and resumes at line 629
// with the cossic signs of the second kind). Each point on which a reader must choose
// is a field of Rules below, with the lines that bear on it; a named preset
// (presets()) sets every field and cites the line behind each value. docs/rules.md
// is generated from presets() and parameters() (`rithmo rules --format md`).
//
// Numbers of the men in the engine are small (the greatest man is 361, a pyramid 190),
// so the engine computes with fixed-width integers; every product or quotient it forms
// (two men, or a man and a count of spaces) fits in 64 bits and is compared exactly,
// by cross-multiplication, never by division or floating point.
#pragma once

#include "harmony/triumph.hpp"
#include "men/army.hpp"
#include "params/parameter.hpp"
#include "play/board.hpp"
#include "victory/goal.hpp"
#include "victory/standards.hpp"

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo::play {

// Thrown for an unknown parameter, a bad value or an inconsistent set of rules; the
// message names the parameter and lists the valid values.
class RulesError : public std::invalid_argument {
 public:
  explicit RulesError(const std::string& what) : std::invalid_argument(what) {}
};

// Which transcribed array the men stand in at the opening.
enum class ArrayKind {
  FirstKind,   // 002 lines 602-609 (tables/fulke-1563/array-first-kind.csv)
  SecondKind,  // "the naturall placing", 002 lines 649-660 (array-second-kind.csv)
  ThirdKind,   // 002 lines 825-832 (array-third-kind.csv)
  Boissiere,   // Boissière's «vraye disposition», page 0038 lines 7-26 (tables/boissiere-1556/array.csv)
};

// The lines along which a shape makes its ordinary draught.
enum class Directions {
  Orthogonal,  // "forwarde, backewarde, towarde both sydes"
  Diagonal,    // "cornerwyse"
  Both,        // "every way ... direct or cornerwyse" (002 line 663)
};

// The flying draught, "the knyghtes draught of the chesse".
enum class Flying {
  None,
  Shaped,  // triangles (1,2) and squares (1,3): the ordinary draught and one to the side (002 lines 619, 621)
  Knight,  // every man but the kings, the chess knight's (1,2) (002 line 664)
  King,    // the kings alone, the chess knight's (1,2): «possono le pyramidi far il salto,
           // che fa il cauallo delli schachi ... ilqual priuilegio non hà alcun altro pezzo
           // se non la pyramide» (Barozzi, ocr/barozzi-1572/page-0029.txt line 7)
};

// Whether a flying man may pass over men. du Coeur: the flying draught is the ordinary
// draught and then one to the side, and "you still cannot jump over a man when
// flying" (001 line 47); Savard: "there is no concern with intervening pieces" (003
// line 86), as the chess knight.
enum class FlyingPath {
  Clear,  // the ordinary draught's spaces, its end and the last step must be void
  Leaps,  // only the space flown to must be void
};

// When a man may fly.
enum class FlyingUse {
  Free,   // at any time (002 line 619; 001 line 43; 003 line 86)
  Siege,  // only "to besiege his enemie, or to flye from the siege himself" (002 line 664):
          // when the flight takes a man by oblivion, or the man has no ordinary draught
};

// How a king (a pyramid) marches.
enum class KingMoves {
  Shapes,  // any ordinary draught of the shapes of its layers (002 lines 623-625; 001 line 51)
  Queen,   // "lyke the Queene at the Chesse, saving that he can not passe above foure spaces" (002 line 625)
  AsSquare,  // "The kynges move even as squares" (002 lines 664, 835)
};

// Capture by multiplication or division.
enum class SpacesRule {
  None,
  Draught,  // two men having the enemy in their draught (du Coeur 001 lines 79-81; Savard 003 line 135)
  Spaces,   // one man and the void spaces between him and the enemy on a line (002 lines 682, 685, 841)
  SpacesDraughtLines,  // as Spaces, along the lines of the taker's ordinary draught only: rounds,
                       // triangles and squares as their *_directions, a king along every line
                       // (modern implementation)
};

// Whether the rule takes by one man and the void spaces.
inline bool is_by_spaces(SpacesRule rule) {
  return rule == SpacesRule::Spaces || rule == SpacesRule::SpacesDraughtLines;
}

// Where the two men taking by addition or subtraction must stand.
enum class Placement {
  Draught,   // both have the enemy in their ordinary draught (002 line 676, "the former waye is better")
  Adjacent,  // both in the next spaces to him, "directly, or cornerwyse" (002 lines 676, 845)
  Opposite,  // in the next spaces, on opposite sides of him (Savard's ambush, 003 line 126)
};

// Capture by oblivion (siege).
enum class Oblivion {
  None,
  Hemmed,        // "letted of theyr ordinarie draughte" (002 line 670): every ordinary draught blocked
  FourAdjacent,  // four men "in the foure nexte spaces about him directly, or cornerwise" (002 lines 847-849)
  FourOrthogonal,  // four men in the next spaces directly, never cornerwise (modern implementation)
};

// When the side to move takes.
enum class CaptureTiming {
  AfterMove,           // what the move sets up is taken (002 line 674; 000 "taken straightway")
  BeforeAndAfterMove,  // also what stands taken at the start of the turn (Savard, 003 line 116)
  AfterAnyMove,        // after the move, all that stands taken, whether the move set it up or it stood
                       // taken before (modern implementation; Fulke takes a man that stood taken by
                       // moving into his place, 002 line 852)
};

// Whether a man has an enemy "in his draught" by his flight too, for the relations of
// one man and of two.
enum class FlightReach {
  None,              // his ordinary draught only (002 line 621 "they can take no man"; 001 line 67)
  EqualityAddition,  // his flight's end as well, for equality and for addition and subtraction
                     // by two men in draught (modern implementation)
};

// What becomes of a man taken.
enum class ReEntry {
  None,       // "men ons taken be no more occupyed" (002 line 817)
  FirstRank,  // he turns coat and is set on the taker's first rank (002 line 519; 001 line 89; 003 line 102)
};

// The privilege of the king: ransom of a layer taken.
enum class Ransom {
  None,
  AllLayers,     // any layer (002 line 695)
  ExceptLowest,  // all "except the lowest and greatest" (002 line 856)
};

// How a triumph's men must be arranged in the enemy's camp.
enum class Arrangement {
  Anywhere,      // "placed in the opponent's area" (Savard, 003 line 190)
  LineOrSquare,  // three in a connected line; four in a line or at the corners of a 3 x 3 square (001 lines
                 // 99, 101)
};

// The agreed victory (002 lines 858-901; 000; 001 lines 93-119; 003 lines 162-194):
// the goals and their terms are victory/goal.hpp's.
using rithmo::Goal;
using rithmo::is_proper;

struct Victory {
  Goal goal = Goal::None;
  int men = 0;
  int sum = 0;
  int characters = 0;
  int standards = 0;
  friend bool operator==(const Victory&, const Victory&) = default;
};

// "bodies men=6", "quarrel sum=100 characters=8", "greater" (fields separated by
// spaces or commas). Throws RulesError naming what is wrong.
Victory parse_victory(std::string_view text);
std::string format_victory(const Victory& v);

// A whole reading of the rules. The defaults are Fulke's first kind (preset fulke-1);
// every field is documented with its sources in presets().
struct Rules {
  // --- the board and the array
  BoardSize board{8, 16};
  ArrayKind array = ArrayKind::FirstKind;
  int array_offset = 2;  // void ranks between each army's end of the board and its array
  Army first_to_move = Army::Odd;

  // --- marching
  Directions round_directions = Directions::Diagonal;
  Directions triangle_directions = Directions::Orthogonal;
  Directions square_directions = Directions::Orthogonal;
  bool leap_over_men = false;  // triangles and squares may pass over men (002 line 665)
  Flying flying = Flying::Shaped;
  FlyingPath flying_path = FlyingPath::Leaps;
  FlyingUse flying_use = FlyingUse::Free;
  bool flying_besieges =
      true;  // a flight may complete a siege (002 line 621) or takes nothing at all (001 line 43)
  // A flight takes by numbers too, all that it sets up, as an ordinary draught does
  // (modern implementation); needs flying_besieges.
  bool flight_takes_numbers = false;
  FlightReach flight_reach = FlightReach::None;
  KingMoves king_moves = KingMoves::Queen;
  int king_range = 3;  // Queen: the farthest step
  bool king_flies = true;
  bool king_loses_shapes = false;  // Shapes: a king that has lost every layer of a shape loses its draught

  // --- taking
  bool equality = true;
  bool addition = true;
  bool subtraction = true;
  SpacesRule multiplication = SpacesRule::Draught;
  SpacesRule division = SpacesRule::Draught;
  bool proportion = false;  // by arithmetic, geometric or musical proportion, "if you wyll, and so agree"
  bool cossic = false;      // by cossic signs (002 line 687, tables/fulke-1563/cossic-captures.csv)
  Placement addition_placement = Placement::Draught;
  Oblivion oblivion = Oblivion::Hemmed;
  bool oblivion_fellows = false;   // the besieged man's own fellows count toward his siege
  bool oblivion_edge = false;      // the board's edge counts toward a siege
  bool capture_by_leaping = true;  // a man may move into the place of an enemy he can take
  bool mover_takes_part = false;   // a capture must involve the man moved (000 endnotes)
  bool multiple_captures = true;   // all that one move sets up is taken, or one capture per move
  CaptureTiming timing = CaptureTiming::AfterMove;
  bool pyramid_whole = true;     // a king is taken by his whole (pyramidal) number
  bool pyramid_layers = true;    // a king's layers are taken one by one by their numbers
  bool pyramid_base = false;     // taking a king's base layer (his lowest and greatest) takes him whole
                                 // (modern implementation)
  bool king_parts_take = false;  // a king takes with his layers' numbers as well as his whole
  ReEntry reentry = ReEntry::FirstRank;
  Ransom ransom = Ransom::None;

  // --- victory
  Victory victory{Goal::Bodies, 4, 0, 0, 0};
  int camp_depth = 5;              // ranks of the enemy's camp, from his end of the board
  bool common_needs_king = false;  // a common victory needs the enemy king taken first (003 line 166)
  bool proper_needs_king = true;   // a proper victory needs it (002 line 812; not Boissière's first way)
  // A side left with no legal move has lost (victory by blockade; modern implementation),
  // or the game ends there without a victory.
  bool blockade_wins = false;
  // How a king counts among the footmen of the victory of standards (victory/standards.hpp).
  KingAmongFootmen standards_king = KingAmongFootmen::Total;
  Arrangement arrangement = Arrangement::LineOrSquare;
  // A proper victory may be made with the adversary's men that stand in his camp as well
  // as one's own («bisogna far le uittorie più che si puo con li pezzi dell'auuersario
  // che sono in giuoco», Barozzi, ocr/barozzi-1572/page-0051.txt lines 41-42); else only
  // with one's own.
  bool triumph_enemy_men = false;
  // How four men show two or three proportions (harmony/triumph.hpp).
  GeometricFour triumph_geometric_four = GeometricFour::Either;
  TwoKinds triumph_two = TwoKinds::AtLeast;

  friend bool operator==(const Rules&, const Rules&) = default;
};

TriumphOptions triumph_options(const Rules& rules);

// The directions of a shape's ordinary draught under the rules.
inline Directions directions_of(const Rules& rules, Shape shape) {
  return shape == Shape::Round      ? rules.round_directions
         : shape == Shape::Triangle ? rules.triangle_directions
                                    : rules.square_directions;
}
// How far a shape steps, counting as moderns do (the space stood on is not counted):
// a round into "the next space" (1), a triangle "into the thyrd" (2), a square "into
// the fourth" (3) (002 lines 617-621, 663, 835).
inline int distance_of(Shape shape) { return static_cast<int>(shape) + 1; }

// Fulke's kind of play (1, 2, 3) of an array.
int kind_number(ArrayKind array);
// Ranks each army's array occupies (arrays/arrays.hpp, fulke_ranks: 4 for the first
// and third kinds, 6 for the second).
int array_depth(ArrayKind array);

// Checks that the rules are consistent for play on their board (the camp within half
// the board). Throws RulesError.
void validate(const Rules& rules);
// Checks also that the arrays fit the board, for the opening. Throws RulesError.
void validate_array(const Rules& rules);

// --- parameters by name (the command line's --set, the documentation)

// Every parameter, in documentation order, in the one parameter model
// (params/parameter.hpp): its type, values, default (preset fulke-1) and the source
// line of that default.
const std::vector<Parameter>& parameters();
// The part of play a parameter belongs to, declared with it; the reference sheets
// group the readings by it, in this order.
enum class PlayPart { Board, Moves, Captures, Victory };
inline constexpr PlayPart kPlayParts[] = {PlayPart::Board, PlayPart::Moves, PlayPart::Captures,
                                          PlayPart::Victory};
// "The board and the array", "Moves", "Captures", "Victory".
std::string_view name(PlayPart part);
// The part of the named parameter. Throws RulesError for an unknown name.
PlayPart part_of_play(std::string_view name);

// The value of the named parameter as text. Throws RulesError for an unknown name.
std::string get_parameter(const Rules& rules, std::string_view name);
// Sets a parameter from text. Throws RulesError("bad value 'x' for oblivion-edge
// (valid: yes, no)") or for an unknown name (listing the names).
void set_parameter(Rules& rules, std::string_view name, std::string_view value);
// Applies "name=value".
void set_parameter(Rules& rules, std::string_view assignment);

// Sets a shorter board as Savard describes it (003 line 94): on a board shorter than
// 16 the void ranks behind the arrays are dropped (array_offset 0), and a camp deeper
// than half the board is cut to half of it.
void set_board(Rules& rules, BoardSize size);

// --- presets

struct PresetValue {
  std::string_view parameter;
  std::string_view value;
  std::string_view source;  // the lines behind the value
};

struct Preset {
  std::string_view name;  // "fulke-1"
  std::string_view title;
  std::vector<PresetValue> values;  // every parameter, in parameters() order
  bool of_a_book = false;           // a game a period book describes, not a modern reconstruction
  // The preset of the book this game stands nearest to, beside Fulke's first kind: the
  // other game of the same book, or the book it follows (Barozzi's array is Boissière's,
  // ocr/barozzi-1572/page-0027.txt line 4); empty when none. docs/rules.md sets the two
  // side by side, reading by reading.
  std::string_view near;
};

// fulke-1, fulke-2, fulke-3, du-coeur, savard, boissiere, boissiere-other, barozzi.
const std::vector<Preset>& presets();
// Their names, in that order.
std::vector<std::string> preset_names();
// The preset named; nullptr when there is none.
const Preset* find_preset(std::string_view name);
// The values of `preset` that differ from those of `base`, in parameters() order.
std::vector<PresetValue> differing_values(const Preset& preset, const Preset& base);
// The rules of a preset. Throws RulesError listing the valid names.
Rules preset_rules(std::string_view name);

}  // namespace rithmo::play
