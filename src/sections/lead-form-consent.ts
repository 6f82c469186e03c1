/**
 * The consent wording of every lead form unless a page sets its own. It must stay equal to the
 * `default` of `consent` in schema/sections/lead-form.schema.json (a test checks it).
 */
export const DEFAULT_CONSENT =
  'I agree to receive transactional and marketing/promotional messages at the phone number and e-mail address I provided. Message frequency varies. Message and data rates may apply. Reply HELP for help or STOP to opt out.';
