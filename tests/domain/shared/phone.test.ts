// Phones through libphonenumber-js (issue 29.4): E.164 stored, international format shown, impossible numbers refused.
import { describe, expect, it } from 'vitest';
import { checkAnswers, type FormField } from '../../../src/domain/crm/forms';
import { phoneDisplay, phoneE164 } from '../../../src/domain/shared/phone';

describe('phone numbers', () => {
  it('parses international input and national input with a calling code into E.164', () => {
    expect(phoneE164('+371 6712 3456')).toBe('+37167123456');
    expect(phoneE164(' +1 (312) 555-0142 ')).toBe('+13125550142');
    expect(phoneE164('6712 3456', '371')).toBe('+37167123456');
    expect(phoneE164('20 7946 0123', '+44')).toBe('+442079460123');
    for (const bad of ['', '12', '+1 555', 'call me', '+999 1234 5678', '6712 3456']) expect(phoneE164(bad), bad).toBeNull();
  });
  it('shows plus country code plus number', () => {
    expect(phoneDisplay('+37167123456')).toBe('+371 67 123 456');
    expect(phoneDisplay('312 555 0142', '1')).toBe('+1 312 555 0142');
    expect(phoneDisplay('nope')).toBeNull();
  });
  it('a CRM form stores a phone answer in E.164 and refuses one that is not a phone', () => {
    const fields: FormField[] = [{ id: 'p', label: 'Phone', type: 'PHONE', required: true, contactField: 'phone' }];
    const ok = checkAnswers(fields, { p: '+371 2999 9999' });
    expect(ok).toMatchObject({ ok: true, answers: { p: '+37129999999' }, contact: { phone: '+37129999999' } });
    expect(checkAnswers(fields, { p: '12-34' })).toMatchObject({ ok: false, errors: { p: 'Please enter a valid phone number' } });
  });
});
