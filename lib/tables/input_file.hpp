// Reading an input file whole, refusing what is not one.
//
// A table, a descriptor or a position is a regular file of modest size. Anything
// else (a folder, a FIFO that may never be written, /dev/zero, /dev/urandom) is
// refused at once with the reason, before a byte is read, so that no input can make
// rithmo wait forever or fill memory; and a regular file larger than kMaxInputBytes
// is refused by its size.
#pragma once

#include "diagnostic.hpp"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace rithmo {

// The largest input rithmo reads: 64 MiB. The largest transcribed table is a few
// kilobytes; a user's table of a million rows still fits.
inline constexpr std::size_t kMaxInputBytes = std::size_t{64} << 20;

// The bytes of the regular file at path; with `named` (a file the user named on the
// command line), a pipe (a FIFO, `<(...)`, /dev/stdin fed by one) or a terminal too,
// read to its end. A file rithmo finds by itself (a descriptor, a table) must be
// regular. Throws DiagnosticError at path:1:1 naming the reason: the system's ("No such
// file or directory", "Permission denied"), "is a folder", "is not a regular file (a
// FIFO)" and the like, or the size limit.
std::string read_input_file(const std::string& path, bool named = false);

// The same bytes of a file rithmo finds by itself, checked alike, given to `part` a
// piece at a time (64 KiB at most) as they are read, never held whole: for a digest.
void read_input_parts(const std::string& path, const std::function<void(std::string_view)>& part);

// The bytes of an open descriptor (standard input, 0), read to its end, at most
// kMaxInputBytes of them; name is what the diagnostic calls it. Throws DiagnosticError
// when the input is longer, is a folder, is closed, or a read fails (with the
// system's reason): a read error is never taken for the end.
std::string read_input_descriptor(int fd, const std::string& name);

}  // namespace rithmo
