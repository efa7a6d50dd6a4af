#!/usr/bin/env bash
# Starts Debian's Chromium (or CHROMIUM_PATH) for Playwright with every --disable-features switch
# merged into one. Chromium keeps only the last of a repeated switch, so the features
# playwright.config.ts turns off would otherwise replace Playwright's own list instead of adding
# to it.
features=""
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) args+=("$arg") ;;
  esac
done
if [ -n "$features" ]; then args+=("--disable-features=$features"); fi
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}"
