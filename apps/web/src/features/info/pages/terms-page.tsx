import { Page } from "@/components/page/page";
import { LegalDocument, type LegalSection } from "../components/legal-document";

const SECTIONS: readonly LegalSection[] = [
  {
    heading: "1. Agreement",
    body: (
      <p>
        These Terms of Use govern your use of DOWN. By creating an account or using the app you agree to them. If you do
        not agree, please do not use DOWN.
      </p>
    ),
  },
  {
    heading: "2. Eligibility",
    body: (
      <p>
        You must be 18 years of age or older to use DOWN. By using the app you confirm that you are at least 18, that
        you can form a binding agreement, and that you are not barred from using the service under any applicable law.
      </p>
    ),
  },
  {
    heading: "3. Your account",
    body: (
      <>
        <p>You sign in with your phone number and a one-time code. You are responsible for activity on your account.</p>
        <ul>
          <li>Keep your phone and verification codes to yourself.</li>
          <li>Provide accurate profile information, including your age, photos that show you, and honest answers.</li>
          <li>Do not create an account for someone else or impersonate anyone.</li>
        </ul>
      </>
    ),
  },
  {
    heading: "4. Respectful communication",
    body: (
      <>
        <p>DOWN is built on shared experiences and trust. When you message, ask custom questions or invite someone:</p>
        <ul>
          <li>Be respectful and kind; no harassment, threats, hate speech or bullying.</li>
          <li>Respect a no, an unmatch or silence, and do not contact someone who has declined.</li>
          <li>Do not send unsolicited explicit content, spam, or commercial solicitations.</li>
          <li>Meet safely: choose public places for first dates and tell a friend your plans.</li>
        </ul>
      </>
    ),
  },
  {
    heading: "5. Content you share",
    body: (
      <p>
        You keep ownership of the photos, answers and messages you share. You grant DOWN a limited licence to store and
        display them to provide the service. Do not upload content you do not have the right to share, or content that
        is illegal, violent or sexual involving anyone who has not consented.
      </p>
    ),
  },
  {
    heading: "6. Safety and enforcement",
    body: (
      <p>
        We may remove content or suspend accounts that break these terms or put others at risk. You can report behaviour
        through Contact Us. We do not run criminal background checks on members; use your own judgement.
      </p>
    ),
  },
  {
    heading: "7. Ending your account",
    body: (
      <p>
        You may delete your account at any time from Delete Account. Deletion removes your profile, photos, matches,
        conversations, answers, reviews and account data.
      </p>
    ),
  },
  {
    heading: "8. Disclaimers and changes",
    body: (
      <p>
        DOWN is provided "as is" without guarantees of matches or outcomes. We may update these terms; when we do, we
        change the "last updated" date above, and continued use means you accept the new terms.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <Page title="TERMS OF USE" back>
      <LegalDocument meta="Effective February 15, 2025 · Last updated September 4, 2025" sections={SECTIONS} />
    </Page>
  );
}
