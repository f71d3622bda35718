// The environment every launch of the production server adds (decision 016): `npm start`, the
// benchmarks, the browser tests and the multi-process tests. A deployment sets the same.
//
// glibc's malloc gives an allocation over its mmap threshold a mapping of its own, returned to
// the system on free, but raises that threshold to the size of each such block freed (up to
// 32 MB). The search index's columns (1-8 MB each at a million listings, re-allocated as they
// grow) then land in the brk heap, and the holes they leave there stay resident: ~100 MB at a
// million listings. Setting the threshold fixes it at 128 KB and turns the raising off.
export const SERVER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: "131072" };
