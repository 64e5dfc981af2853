// Issue 18: fans_ranking_idx (0001) ordered every fan of a campaign by points for the position's count.
// Since 0002 that count reads registered fans only, on fans_verified_ranking_idx, and since 0013 the
// fans ahead on points come from fan_point_counts: no statement reads fans_ranking_idx any more, and each
// fan's insert and each change of its points still wrote it. Never edit a released migration: add the
// next number.
export const sql = /* sql */ `
DROP INDEX IF EXISTS fans_ranking_idx;
`;
