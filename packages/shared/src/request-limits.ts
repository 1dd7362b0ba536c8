/**
 * Limits on any request body. A JSON body nested deeper than this is refused before anything walks
 * it (a sheet's lists nest about four levels per list level, so 100 allows two dozen list levels).
 */
export const requestLimits = { maxJsonDepth: 100 } as const;
