// Includes Catch2 whichever major version is installed (Debian 12 ships v2.13).
#pragma once
#if __has_include(<catch2/catch_all.hpp>)
#include <catch2/catch_all.hpp>
#else
#include <catch2/catch.hpp>
#endif
