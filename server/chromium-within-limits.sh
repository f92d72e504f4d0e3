#!/bin/sh
# Starts Chromium niced and with a memory limit per process, which every process it forks inherits (server/src/chromium.ts).
exec nice -n "$CHROMIUM_NICENESS" prlimit --data="$CHROMIUM_MEMORY_BYTES_EACH" -- "$CHROMIUM_EXECUTABLE" "$@"
