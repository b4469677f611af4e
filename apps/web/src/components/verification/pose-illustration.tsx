import type { VerificationPoseId } from "@down/common/schemas/verification";

/**
 * A line drawing of each pose: head and shoulders, plus the arm and hand the pose asks for. Drawn in
 * currentColor so it reads in both themes; the instruction beside it carries the meaning for screen readers.
 */
const ARMS: Record<VerificationPoseId, React.ReactNode> = {
  "peace-sign": (
    <>
      <path d="M140 165 L150 114" />
      <rect x="139" y="94" width="24" height="22" rx="7" />
      <path d="M145 94 L138 62 M157 94 L166 62" />
    </>
  ),
  "thumbs-up": (
    <>
      <path d="M140 165 L150 120" />
      <rect x="137" y="98" width="28" height="24" rx="8" />
      <path d="M141 100 q-6 -12 2 -24 q6 -4 8 4 l-2 20" />
    </>
  ),
  "hand-on-head": (
    <>
      <path d="M140 165 Q172 104 138 46" />
      <rect x="92" y="28" width="46" height="16" rx="7" />
    </>
  ),
  "point-up": (
    <>
      <path d="M140 165 L150 122" />
      <rect x="139" y="102" width="24" height="22" rx="7" />
      <path d="M151 102 L151 58" />
    </>
  ),
  "open-palm": (
    <>
      <path d="M140 165 L152 126" />
      <rect x="137" y="92" width="32" height="34" rx="10" />
      <path d="M142 92 v-14 M150 92 v-18 M158 92 v-18 M166 94 v-12" />
    </>
  ),
  "touch-chin": (
    <>
      <path d="M140 165 L112 124" />
      <rect x="87" y="100" width="28" height="22" rx="8" />
    </>
  ),
};

export function PoseIllustration({ pose, className }: { pose: VerificationPoseId; className?: string }) {
  return (
    <svg
      viewBox="0 0 200 172"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-pose={pose}
    >
      {/* Head and shoulders. */}
      <circle cx="100" cy="70" r="30" />
      <path d="M88 66 h0 M112 66 h0" strokeWidth={7} />
      <path d="M90 82 q10 8 20 0" />
      <path d="M40 165 q4 -50 60 -55 q56 5 60 55" />
      {ARMS[pose]}
    </svg>
  );
}
