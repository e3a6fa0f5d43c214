import { site } from '../generated/site.ts';

/** The contact email (mailto) and phone (tel) from content/site.yaml, inline in prose. */
export default function ContactLinks() {
  return (
    <>
      email us at <a href={`mailto:${site.email}`}>{site.email}</a> or call{' '}
      <a href={site.phoneHref}>{site.phone}</a>
    </>
  );
}
