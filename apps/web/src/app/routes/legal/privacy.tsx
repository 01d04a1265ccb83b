// /privacy: the open beta privacy policy (spec section 2).
import { CONTACT, Clause, LegalPage } from '../../../features/legal/components/legal-page';

export function PrivacyRoute() {
  return (
    <LegalPage title="Privacy Policy" intro={<p className="font-medium text-ink">Open Beta Privacy Policy</p>}>
      <Clause title="What we collect">
        <p>
          Only the minimum personal data: your name and e-mail address. We also collect device and usage data, such as
          your browser type and the pages you visit.
        </p>
      </Clause>
      <Clause title="How we use it">
        <p>
          To keep the service performing well, to find and fix problems, to improve features, and to analyse behaviour
          anonymously.
        </p>
      </Clause>
      <Clause title="We do not sell your data">
        <p>Your data is never sold to anyone.</p>
      </Clause>
      <Clause title="Third-party analytics">
        <p>We may use third-party analytics services to understand how the beta is used.</p>
      </Clause>
      <Clause title="Security">
        <p>We take reasonable care of your data, but no service can guarantee complete security.</p>
      </Clause>
      <Clause title="Your choices">
        <p>
          You may stop using the service at any time and ask us to delete your data by writing to{' '}
          <a href={`mailto:${CONTACT.privacy}`} className="font-medium text-accent underline underline-offset-2">
            {CONTACT.privacy}
          </a>
          .
        </p>
      </Clause>
    </LegalPage>
  );
}
