import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, MAX_LENGTH } from '../../src/leads/fields';
import { buildLeadPayload } from '../../src/leads/payload';

/** The optional fields of a form, as the loader gives them: each one named, off unless turned on. */
const fieldsOn = (on: { splitName?: true; businessName?: true; message?: true }) => ({
  splitName: false,
  businessName: false,
  message: false,
  ...on,
});

const now = new Date('2026-03-04T05:06:07.089Z');
const typed = {
  name: ' Ada Lovelace ',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 214 555 0100',
  businessName: 'Analytical Engines LLC',
  unitType: 'office',
  service: 'micro-market',
  message: 'Two floors, 80 staff.',
  consent: 'on',
  website: 'bot-filled',
  [HONEYPOT_FIELD]: 'bot-filled',
};
const service = {
  formType: 'installation_request',
  source: 'Vending Services Page',
  fields: fieldsOn({ businessName: true, message: true }),
  select: { name: 'unitType' },
};

/** What a service form sends of `typed`, trimmed. */
const SERVICE_FIELDS = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 214 555 0100',
  businessName: 'Analytical Engines LLC',
  unitType: 'office',
  message: 'Two floors, 80 staff.',
};

describe('lead payloads (SPEC §3)', () => {
  it('service forms send name, email, phone, businessName, unitType, message, timestamp, source, formType', () => {
    const payload = buildLeadPayload(service, typed, now);
    expect(payload).toEqual({
      ...SERVICE_FIELDS,
      timestamp: '2026-03-04T05:06:07.089Z',
      source: 'Vending Services Page',
      formType: 'installation_request',
    });
    expect(Object.keys(payload)).toEqual([
      'name',
      'email',
      'phone',
      'businessName',
      'unitType',
      'message',
      'timestamp',
      'source',
      'formType',
    ]);
  });

  it('the contact quote form sends no businessName', () => {
    const payload = buildLeadPayload(
      { formType: 'quote_request', source: 'Contact Page', fields: fieldsOn({ message: true }), select: { name: 'unitType' } },
      { ...typed, unitType: 'ai-vending-pro' },
      now,
    );
    expect(Object.keys(payload)).toEqual(['name', 'email', 'phone', 'unitType', 'message', 'timestamp', 'source', 'formType']);
    expect(payload.unitType).toBe('ai-vending-pro');
    expect(payload.formType).toBe('quote_request');
  });

  it('get-started sends firstName, lastName, email, phone, service, timestamp, source, formType', () => {
    const payload = buildLeadPayload(
      { formType: 'get_started_request', source: 'Get Started Page', fields: fieldsOn({ splitName: true }), select: { name: 'service' } },
      typed,
      now,
    );
    expect(Object.keys(payload)).toEqual(['firstName', 'lastName', 'email', 'phone', 'service', 'timestamp', 'source', 'formType']);
    expect(payload).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', service: 'micro-market' });
  });

  it('an optional message left blank is sent as an empty string, never dropped', () => {
    const { message: _, ...rest } = typed;
    const payload = buildLeadPayload(
      {
        formType: 'micro_market_request',
        source: 'Micro-Market Page',
        fields: fieldsOn({ businessName: true, message: true }),
        select: { name: 'unitType' },
      },
      rest,
      now,
    );
    expect(payload.message).toBe('');
  });

  it('never sends the consent box or the honeypot field', () => {
    const payload = buildLeadPayload({ ...service, formType: 'pantry_services_request', source: 'Pantry' }, typed, now);
    expect(payload).not.toHaveProperty('consent');
    expect(payload).not.toHaveProperty('website');
    expect(payload).not.toHaveProperty(HONEYPOT_FIELD);
    expect(Object.values(payload)).not.toContain('bot-filled');
  });

  it('stamps the ISO time of the submit', () => {
    const before = Date.now();
    const payload = buildLeadPayload({ formType: 'quote_request', source: 'x', fields: fieldsOn({}), select: { name: 'unitType' } }, typed);
    const after = Date.now();
    const stamped = Date.parse(payload.timestamp!);
    // Between the two readings of the clock: neither a time of the past nor one ahead of it.
    expect(stamped).toBeGreaterThanOrEqual(before - 1);
    expect(stamped).toBeLessThanOrEqual(after + 1);
    expect(payload.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('sends every value trimmed: spaces, tabs, line breaks and no-break spaces around it go', () => {
    const payload = buildLeadPayload(
      service,
      {
        name: '  Ada Lovelace\t',
        email: ' ada@example.com ',
        phone: '\u00a0+1 214 555 0100 ',
        businessName: '\nAnalytical Engines LLC  ',
        unitType: ' office ',
        message: '\n  Two floors, 80 staff.\n\n',
      },
      now,
    );
    expect(payload).toMatchObject(SERVICE_FIELDS);
    const split = buildLeadPayload(
      { formType: 'get_started_request', source: 'x', fields: fieldsOn({ splitName: true }), select: { name: 'service' } },
      { firstName: ' Ada ', lastName: ' Lovelace ' },
      now,
    );
    expect(split).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('keeps spaces inside a value', () => {
    expect(buildLeadPayload(service, { message: ' line one\n\nline two ' }, now).message).toBe('line one\n\nline two');
  });

  it('a value of spaces only is empty (the form refuses it before sending when required)', () => {
    expect(buildLeadPayload(service, { ...typed, name: '   ' }, now).name).toBe('');
  });

  it('cuts each typed field to its maxlength, the most a visitor can type', () => {
    const long = Object.fromEntries(Object.keys(MAX_LENGTH).map((name) => [name, ` ${'x'.repeat(100_000)} `]));
    const payload = buildLeadPayload(service, { ...long, unitType: 'office' }, now);
    for (const name of ['name', 'email', 'phone', 'businessName', 'message'] as const) expect(payload[name]).toHaveLength(MAX_LENGTH[name]);
  });
});
