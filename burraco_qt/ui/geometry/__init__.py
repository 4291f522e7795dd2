"""Pure geometry of the table (no Qt): rectangles, the table layout (2 and 4 players and, in
:mod:`.multi_table_layout`, 3, 5 and 6), the meld columns. ``tests/project/test_purity.py``
checks that nothing here imports Qt."""
