// Issue 18: the per-network counters are the hottest rows of a presale (every fan behind one carrier's
// NAT, or every fan of a load test, updates the same two rows). Each update holds its row until its
// commit, and a logged commit waits for the WAL to reach the disk (about 1.8 ms here, measured with
// pg_test_fsync): one row took at most ~560 updates a second, and every registration queued behind it.
// An unlogged table writes no WAL, so its commits wait for no disk. What it gives up: after a crash of
// PostgreSQL itself (not of a server process, and not a clean restart) the table starts empty, so the
// limits and lockouts running at that moment start again. No fan's data is in it.
// Never edit a released migration: add the next number.
export const sql = /* sql */ `
ALTER TABLE rate_limits SET UNLOGGED;
`;
