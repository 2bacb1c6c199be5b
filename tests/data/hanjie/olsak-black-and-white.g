Written by hand for gridsat's tests (Olšák's .g format): a 5x5 letter A in black and white,
runs without a colour character, no colour section.

: rows
3
1 1
5
1 1
1 1
: columns
4
1 1
1 1
1 1
4
: end
