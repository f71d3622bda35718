/**
 * Side-view silhouettes, one per body type, drawn facing right on the 1600x900 canvas of
 * car-illustration.ts with the tyres standing on GROUND. Coordinates are hand-tuned by
 * rendering samples; each shape only has to read as its body type at card size.
 */
import { BODY_TYPES, type BodyType } from "../../lib/vehicle-vocabulary";

export const GROUND = 775;
/** Clearance between tyre and wheel-arch edge. */
export const ARCH_GAP = 16;

export interface Silhouette {
  /** Upper outline from the rear bottom corner forwards to the front bottom corner (both on rockerY). */
  outline: string;
  /** Bottom edge of the body; the renderer cuts the wheel arches out of it. */
  rockerY: number;
  wheelR: number;
  /** Rear and front wheel centres. */
  wheelX: readonly [number, number];
  windows: readonly string[];
  /** Panel gaps, drawn as thin lines clipped to the body. */
  doorLines: string;
  handles: readonly (readonly [number, number])[];
  mirror: string;
  headlight: string;
  taillight: string;
  /** Dark trim drawn behind the body so it tucks under it: roof rails, folded roof, sports bar. */
  trimBehind?: string;
  /** Unpainted plastic around the arches and along the sill, the SUV/pickup cue. */
  cladding?: boolean;
}

/**
 * Rear edge of a rear door: straight down from the belt at `x`, then around the wheel arch
 * (offset by a trim strip) to the rocker, the way real rear doors wrap the arch.
 */
function rearDoorEdge(wheelX: number, wheelR: number, rockerY: number, x: number, beltY: number): string {
  const r = wheelR + ARCH_GAP + 14;
  const cy = GROUND - wheelR;
  const yOnArch = cy - Math.sqrt(r * r - (x - wheelX) ** 2);
  const xAtRocker = wheelX + Math.sqrt(r * r - (rockerY - cy) ** 2);
  return `M ${x} ${beltY} L ${x} ${yOnArch.toFixed(1)} A ${r} ${r} 0 0 1 ${xAtRocker.toFixed(1)} ${rockerY}`;
}

const sedan: Silhouette = {
  outline:
    "M 252 712 C 240 702 233 676 233 646 L 235 590 C 236 566 244 553 264 549 L 405 537 " +
    "C 470 476 545 424 645 406 C 725 393 840 391 900 400 C 960 432 1022 482 1072 524 " +
    "C 1162 532 1282 544 1342 561 C 1364 569 1376 592 1377 622 L 1377 672 C 1377 697 1369 708 1356 712",
  rockerY: 712,
  wheelR: 88,
  wheelX: [475, 1125],
  windows: [
    "M 458 540 C 510 492 565 450 645 426 C 690 418 720 416 752 415 L 758 541 Z",
    "M 780 414 C 830 413 870 414 888 418 C 940 448 990 490 1032 532 L 1034 543 L 784 542 Z",
  ],
  doorLines: `M 770 545 L 774 708 M 1012 540 C 1016 600 1016 650 1008 708 ${rearDoorEdge(475, 88, 712, 500, 542)}`,
  handles: [
    [700, 568],
    [945, 568],
  ],
  mirror: "M 1000 540 C 998 522 1022 512 1046 516 L 1058 528 L 1052 546 C 1035 550 1012 550 1000 540 Z",
  headlight: "M 1296 562 C 1326 566 1352 574 1368 590 L 1366 600 C 1340 596 1312 588 1292 578 Z",
  taillight: "M 236 590 C 237 567 246 556 266 552 L 320 548 L 318 566 C 290 570 262 580 236 600 Z",
};

const hatchback: Silhouette = {
  outline:
    "M 326 712 C 314 702 308 682 308 652 L 309 600 C 310 560 318 520 334 488 " +
    "C 352 455 372 432 410 422 C 500 404 640 396 760 398 C 840 424 915 478 975 522 " +
    "C 1090 530 1200 544 1250 562 C 1276 572 1290 598 1291 628 L 1291 672 C 1291 697 1283 708 1270 712",
  rockerY: 712,
  wheelR: 84,
  wheelX: [470, 1080],
  windows: [
    "M 372 516 C 378 490 388 468 402 452 C 412 442 424 438 440 436 L 452 436 L 454 514 Z",
    "M 474 433 C 540 424 610 420 672 418 L 674 534 L 474 516 Z",
    "M 694 417 L 756 416 C 826 442 884 486 932 530 L 934 538 L 696 536 Z",
  ],
  doorLines: `M 684 536 L 688 708 M 930 540 C 934 600 932 650 926 708 ${rearDoorEdge(470, 84, 712, 482, 516)}`,
  handles: [
    [610, 552],
    [850, 560],
  ],
  mirror: "M 918 534 C 916 516 940 506 964 510 L 976 522 L 970 540 C 953 544 930 544 918 534 Z",
  headlight: "M 1206 553 C 1236 557 1264 568 1280 586 L 1276 596 C 1252 590 1226 582 1202 570 Z",
  taillight: "M 310 610 L 311 570 C 313 540 320 514 332 494 L 352 502 C 342 526 338 560 336 610 Z",
  trimBehind: "M 372 432 C 388 420 412 414 442 412 L 442 424 C 414 426 392 432 368 444 Z",
};

const suv: Silhouette = {
  outline:
    "M 262 700 C 250 690 244 670 244 640 L 246 520 C 247 470 254 420 268 385 " +
    "C 276 366 292 352 320 348 C 500 340 780 338 920 344 C 985 380 1040 430 1085 478 " +
    "C 1180 486 1290 500 1340 515 C 1358 522 1366 545 1366 575 L 1366 660 C 1366 686 1358 698 1345 700",
  rockerY: 700,
  wheelR: 100,
  wheelX: [470, 1130],
  windows: [
    "M 290 470 C 292 430 300 398 314 380 C 322 370 334 366 352 366 L 410 365 L 400 476 Z",
    "M 430 364 L 665 361 L 668 478 L 420 477 Z",
    "M 690 361 L 905 360 C 960 395 1005 440 1045 478 L 692 480 Z",
  ],
  doorLines:
    `M 680 480 L 684 690 M 1000 480 C 1004 560 1004 620 1000 690 ${rearDoorEdge(470, 100, 700, 480, 478)}`,
  handles: [
    [600, 505],
    [860, 505],
  ],
  mirror: "M 1030 486 C 1028 466 1054 456 1080 460 L 1092 474 L 1086 492 C 1068 496 1044 496 1030 486 Z",
  headlight: "M 1290 506 C 1318 510 1346 518 1360 532 L 1360 546 C 1334 540 1308 532 1286 522 Z",
  taillight: "M 246 520 C 247 490 250 465 256 445 L 280 448 C 276 475 274 500 274 525 Z",
  trimBehind:
    "M 336 346 L 348 326 C 352 322 356 320 362 320 L 868 318 C 876 318 880 320 884 324 " +
    "L 898 342 L 884 342 L 872 330 L 360 332 L 350 346 Z",
  cladding: true,
};

const muv: Silhouette = {
  outline:
    "M 232 706 C 220 696 214 676 214 646 L 216 520 C 217 460 224 410 240 380 " +
    "C 250 362 268 354 296 352 C 520 344 800 342 890 346 C 950 380 1020 440 1080 494 " +
    "C 1180 504 1300 520 1352 540 C 1374 550 1385 574 1386 604 L 1386 664 C 1386 692 1378 704 1364 706",
  rockerY: 706,
  wheelR: 92,
  wheelX: [450, 1165],
  windows: [
    "M 262 478 C 264 438 272 402 286 384 C 294 374 308 370 326 370 L 440 368 L 440 482 Z",
    "M 462 368 L 680 366 L 680 484 L 462 483 Z",
    "M 702 366 L 880 364 C 930 395 980 438 1030 486 L 702 486 Z",
  ],
  doorLines:
    `M 691 486 L 694 700 M 1030 490 C 1034 560 1034 630 1030 700 ${rearDoorEdge(450, 92, 706, 462, 484)}`,
  handles: [
    [610, 512],
    [880, 512],
  ],
  mirror: "M 1020 494 C 1018 474 1044 464 1070 468 L 1082 482 L 1076 500 C 1058 504 1034 504 1020 494 Z",
  headlight: "M 1300 530 C 1330 536 1358 546 1374 562 L 1372 574 C 1346 568 1318 558 1296 546 Z",
  taillight: "M 216 520 C 217 490 220 462 226 442 L 250 446 C 246 474 244 500 244 526 Z",
};

const coupe: Silhouette = {
  outline:
    "M 262 714 C 250 704 244 680 244 650 L 246 604 C 247 586 254 576 272 572 L 318 566 " +
    "C 410 530 520 478 640 460 C 720 450 790 450 840 456 C 900 480 960 524 1010 552 " +
    "C 1130 560 1280 568 1350 582 C 1372 588 1384 606 1385 634 L 1385 678 C 1385 702 1377 712 1364 714",
  rockerY: 714,
  wheelR: 90,
  wheelX: [470, 1150],
  windows: [
    "M 430 560 C 500 520 570 486 640 474 L 660 472 L 650 562 Z",
    "M 676 470 C 730 466 780 465 830 470 C 880 492 930 526 972 556 L 974 564 L 670 564 Z",
  ],
  doorLines: "M 990 566 C 994 610 994 660 988 706 M 660 566 C 656 610 656 660 666 706",
  handles: [[740, 588]],
  mirror: "M 960 564 C 958 544 983 534 1009 538 L 1021 550 L 1015 568 C 997 572 973 572 960 564 Z",
  headlight: "M 1292 574 C 1322 578 1352 588 1370 602 L 1368 612 C 1340 608 1312 600 1288 588 Z",
  taillight: "M 246 604 C 247 588 254 578 270 575 L 322 569 L 318 586 C 292 590 266 598 246 610 Z",
};

const convertible: Silhouette = {
  outline:
    "M 258 714 C 246 704 240 680 240 650 L 242 600 C 243 580 252 566 272 562 L 420 556 " +
    "C 520 552 700 552 900 556 C 960 556 1000 558 1040 560 " +
    "C 1150 566 1280 572 1345 582 C 1368 588 1380 606 1381 634 L 1381 676 C 1381 700 1373 712 1360 714",
  rockerY: 714,
  wheelR: 90,
  wheelX: [470, 1140],
  windows: ["M 1046 562 L 958 476 L 934 482 L 1012 564 Z"],
  doorLines: "M 1000 562 C 1004 610 1004 660 998 706 M 700 562 C 696 610 696 660 705 706",
  handles: [[760, 590]],
  mirror: "M 985 562 C 983 542 1008 532 1034 536 L 1046 548 L 1040 566 C 1022 570 998 570 985 562 Z",
  headlight: "M 1290 578 C 1320 582 1350 590 1366 604 L 1364 614 C 1338 610 1310 602 1286 592 Z",
  taillight: "M 242 600 C 243 582 252 570 270 566 L 330 562 L 326 580 C 296 584 266 592 242 606 Z",
  trimBehind:
    "M 400 560 C 404 530 430 518 470 516 L 540 518 C 566 520 578 536 580 560 Z " +
    "M 660 560 L 664 510 C 666 498 690 496 700 506 L 704 560 Z " +
    "M 820 560 L 824 510 C 826 498 850 496 860 506 L 864 560 Z",
};

const pickup: Silhouette = {
  outline:
    "M 228 700 C 216 690 210 670 210 640 L 210 488 C 210 476 216 470 228 470 L 680 470 L 690 466 " +
    "C 692 420 700 380 716 362 C 726 352 740 348 760 348 L 950 346 C 1000 380 1045 430 1085 476 " +
    "C 1180 482 1300 494 1356 508 C 1378 516 1388 540 1389 570 L 1389 662 C 1389 688 1381 698 1368 700",
  rockerY: 700,
  wheelR: 102,
  wheelX: [440, 1160],
  windows: [
    "M 724 470 C 724 420 730 390 742 376 C 748 368 756 366 770 366 L 830 365 L 832 472 Z",
    "M 852 365 L 940 364 C 990 398 1030 440 1064 478 L 854 478 Z",
  ],
  doorLines: "M 697 470 L 697 700 M 842 478 L 844 700 M 1050 480 C 1054 560 1054 630 1050 700",
  handles: [
    [780, 500],
    [960, 500],
  ],
  mirror: "M 1040 482 C 1038 462 1064 452 1090 456 L 1102 470 L 1096 488 C 1078 492 1054 492 1040 482 Z",
  headlight: "M 1310 500 C 1340 504 1366 514 1380 528 L 1380 548 C 1354 540 1326 530 1306 520 Z",
  taillight: "M 210 500 L 232 500 L 232 580 L 210 580 Z",
  trimBehind: "M 212 462 L 686 462 L 686 478 L 212 478 Z M 620 470 L 640 420 L 700 414 L 700 428 L 652 432 L 636 470 Z",
  cladding: true,
};

const other: Silhouette = {
  outline:
    "M 306 712 C 294 702 288 680 288 650 L 290 580 C 292 520 320 470 380 440 " +
    "C 470 400 600 388 700 390 C 800 392 870 420 930 470 C 960 494 990 512 1020 522 " +
    "C 1130 534 1230 548 1275 566 C 1298 576 1310 600 1310 630 L 1310 672 C 1310 697 1302 708 1289 712",
  rockerY: 712,
  wheelR: 86,
  wheelX: [480, 1110],
  windows: [
    "M 352 520 C 362 488 392 462 442 444 C 502 424 582 412 690 410 L 692 526 Z",
    "M 714 410 C 790 412 850 430 898 470 C 928 494 956 516 978 530 L 716 532 Z",
  ],
  doorLines: `M 703 532 L 706 708 M 980 534 C 984 600 982 650 976 708 ${rearDoorEdge(480, 86, 712, 494, 526)}`,
  handles: [
    [630, 556],
    [890, 558],
  ],
  mirror: "M 960 528 C 958 510 983 500 1007 504 L 1019 516 L 1013 534 C 996 538 973 538 960 528 Z",
  headlight: "M 1230 556 C 1260 560 1286 570 1300 586 L 1298 596 C 1274 590 1246 582 1226 572 Z",
  taillight: "M 290 600 C 291 570 298 540 312 516 L 334 524 C 322 548 316 574 316 604 Z",
};

export const SILHOUETTES: Record<BodyType, Silhouette> = {
  Hatchback: hatchback,
  Sedan: sedan,
  SUV: suv,
  MUV: muv,
  Coupe: coupe,
  Convertible: convertible,
  Pickup: pickup,
  Other: other,
};

/** Partner spellings seen in the wild, checked as substrings after exact names fail. */
const BODY_TYPE_SYNONYMS: readonly (readonly [string, BodyType])[] = [
  ["hatch", "Hatchback"],
  ["saloon", "Sedan"],
  ["notchback", "Sedan"],
  ["mpv", "MUV"],
  ["muv", "MUV"],
  ["suv", "SUV"],
  ["crossover", "SUV"],
  ["coupe", "Coupe"],
  ["cabrio", "Convertible"],
  ["roadster", "Convertible"],
  ["convertible", "Convertible"],
  ["pickup", "Pickup"],
  ["truck", "Pickup"],
];

/** Case- and punctuation-insensitive body type: "suv", "Pick-up", "Coupé", "MPV"; unknown -> Other. */
export function resolveBodyType(bodyType: string | null): BodyType {
  if (!bodyType) return "Other";
  const key = bodyType
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  const exact = BODY_TYPES.find((t) => t.toLowerCase() === key);
  if (exact) return exact;
  return BODY_TYPE_SYNONYMS.find(([word]) => key.includes(word))?.[1] ?? "Other";
}
