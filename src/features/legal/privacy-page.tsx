/**
 * /privacy (spec section 2, "Privacy page"): seven sections (information collected, use,
 * sharing, security, rights, policy changes, contact) and the contact address from the server's
 * configuration (CONTACT_EMAIL via GET /api/config). Without one the page names no address (the
 * server tells its operator at start) and points to whoever runs the site.
 */
import type { ReactNode } from 'react';
import { useRuntimeConfig } from '@/config/runtime';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PrivacyPage() {
  const config = useRuntimeConfig();
  const email = config?.contactEmail;
  const mail = email ? (
    <a href={`mailto:${email}`} className="font-medium text-brand underline underline-offset-4">
      {email}
    </a>
  ) : (
    'the people who run this Greenshoe site'
  );

  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 leading-relaxed">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Privacy Policy</h1>
        <p className="text-muted-foreground">
          This policy explains what Greenshoe collects when you use it, how we use it, and the choices you have.
        </p>
      </header>

      <Section id="collect" title="1. Information We Collect">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Personal information</strong> you give us: your e-mail address and password when you create an account; your
            name, e-mail address and school when you join the waitlist; the details you enter in the interview survey or a
            partnership request.
          </li>
          <li>
            <strong>Usage data</strong>: the interviews you take, your answers and their transcripts, feedback, scores, study
            modules and progress, so the app can show your profile and history.
          </li>
          <li>
            <strong>Google sign-in</strong>: if you sign in with Google, we receive your basic profile only (your name, e-mail
            address and profile picture), never your contacts, files or other Google data.
          </li>
        </ul>
      </Section>

      <Section id="use" title="2. How We Use Your Information">
        <p>
          We use your information to provide and improve Greenshoe: to run mock interviews and give feedback, keep your progress,
          recommend what to study next, answer your requests, and tell you about the launch when you joined the waitlist.
        </p>
      </Section>

      <Section id="sharing" title="3. Information Sharing">
        <ul className="list-disc space-y-2 pl-6">
          <li>We do not sell your personal information.</li>
          <li>
            We share information with trusted third parties only as needed to run the service, such as providers of
            authentication and analytics, who may use it only on our behalf.
          </li>
          <li>We may disclose information when the law requires it, or to protect the rights and safety of our users.</li>
        </ul>
      </Section>

      <Section id="security" title="4. Data Security">
        <p>
          We protect your information with industry-standard measures: encrypted connections, hashed passwords and access
          controls that let each account read only its own data. No method of transmission or storage is completely secure,
          so we cannot guarantee absolute security.
        </p>
      </Section>

      <Section id="rights" title="5. Your Rights">
        <ul className="list-disc space-y-2 pl-6">
          <li>You may access, update or delete your personal information at any time by contacting {email ? <>us at {mail}</> : mail}.</li>
          <li>You may opt out of marketing e-mails at any time.</li>
        </ul>
      </Section>

      <Section id="changes" title="6. Changes to This Policy">
        <p>
          We may update this policy from time to time. When we do, we will post the new version on this page, and tell you of
          significant changes.
        </p>
      </Section>

      <Section id="contact" title="7. Contact Us">
        <p>If you have any questions about this policy or your information, {email ? <>e-mail us at {mail}</> : <>contact {mail}</>}.</p>
      </Section>
    </article>
  );
}
