import { Page } from "@/components/page/page";
import { LegalDocument, type LegalSection } from "../components/legal-document";

const SECTIONS: readonly LegalSection[] = [
  {
    heading: "Information we collect",
    body: (
      <ul>
        <li>Profile information: your phone number, name, age, location, photos, bio, interests and other details.</li>
        <li>Preferences: your answers to questions, distance radius, who you are interested in and settings.</li>
        <li>Messages: conversations, custom questions, invites and reviews you exchange with other members.</li>
        <li>Device and usage data: device type, browser, app interactions, and approximate location when allowed.</li>
      </ul>
    ),
  },
  {
    heading: "How we use it",
    body: (
      <ul>
        <li>To show you compatible people nearby and compute your DOWN SCORE with them.</li>
        <li>To deliver messages, invites and notifications.</li>
        <li>To keep DOWN safe: prevent fraud, enforce our Terms of Use and respond to reports.</li>
        <li>To improve the app from aggregated, non-identifying usage patterns.</li>
      </ul>
    ),
  },
  {
    heading: "What other members see",
    body: (
      <p>
        Other members see your public profile and an approximate distance. We never share your exact location or your
        phone number with other users. Photos are stripped of their metadata (including GPS position) when uploaded.
      </p>
    ),
  },
  {
    heading: "Sharing",
    body: (
      <p>
        We do not sell your personal information. We share data only with service providers that help us run DOWN (such
        as hosting and SMS delivery) under confidentiality obligations, or when the law requires it.
      </p>
    ),
  },
  {
    heading: "Your choices",
    body: (
      <p>
        You can edit your profile, hide it from searches, stop accepting new matches, and delete your account at any
        time. Deleting your account removes your data from DOWN.
      </p>
    ),
  },
  {
    heading: "Contact",
    body: <p>Questions about privacy? Reach us through Contact Us in your profile menu.</p>,
  },
];

export function PrivacyPage() {
  return (
    <Page title="PRIVACY POLICY" back>
      <LegalDocument meta="Last updated September 4, 2025" sections={SECTIONS} />
    </Page>
  );
}
