// The test main for Catch2 v2; Catch2 v3 brings its own (Catch2::Catch2WithMain).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
