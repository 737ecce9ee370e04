// Where a writer of a long document puts its text as it makes it: a file being written,
// a string. The writers of the reports that grow with their input (the apparatus) write
// through one, so that a document is never held whole in memory on its way to a file.
#pragma once

#include <functional>
#include <string_view>

namespace rithmo {

// Receives the document's text in parts, in order; the parts joined are the document.
using TextSink = std::function<void(std::string_view)>;

}  // namespace rithmo
