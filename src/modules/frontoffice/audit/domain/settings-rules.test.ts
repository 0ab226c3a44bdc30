import { DEFAULT_FO_SETTINGS, type FoSettings } from '../../domain/fo-settings';
import { problemText, settingsFrom, settingsProblems } from './settings-rules';

const with_ = (change: Partial<FoSettings>): FoSettings => ({ ...DEFAULT_FO_SETTINGS, ...change });

describe('settingsProblems', () => {
  it('accepts the default settings and ascending slabs ending open-ended', () => {
    expect(settingsProblems(DEFAULT_FO_SETTINGS)).toEqual({});
    expect(
      settingsProblems(
        with_({
          roomTaxSlabs: [
            { upTo: 1000, percent: 0 },
            { upTo: 7500.5, percent: 12 },
            { upTo: null, percent: 18 },
          ],
        }),
      ),
    ).toEqual({});
    expect(settingsProblems(with_({ roomTaxSlabs: [{ upTo: null, percent: 12 }] }))).toEqual({});
  });

  it('refuses a check-out time that is not hours and minutes, and C-Form hours out of range', () => {
    expect(settingsProblems(with_({ checkOutTime: '24:00', cFormHours: 0 }))).toEqual({
      checkOutTime: 'Give the check-out time as hours and minutes, e.g. 12:00.',
      cFormHours: 'Give whole hours from 1 to 168 (the law asks for 24).',
    });
    expect(settingsProblems(with_({ cFormHours: 12.5 }))).toHaveProperty('cFormHours');
    expect(settingsProblems(with_({ checkOutTime: '9:00' }))).toHaveProperty('checkOutTime');
  });

  it('refuses slabs that do not go up, an open-ended slab before the last, a bounded last slab and bad percents', () => {
    const problems = settingsProblems(
      with_({
        roomTaxSlabs: [
          { upTo: 7500, percent: 5 },
          { upTo: 7500, percent: 30 },
          { upTo: null, percent: 18 },
          { upTo: 20000, percent: 18.005 },
        ],
      }),
    );
    expect(problems).toEqual({
      'roomTaxSlabs.1.upTo': "Slabs go up: give more than Rs 7,500.00, the slab before's limit.",
      'roomTaxSlabs.1.percent': 'Give a GST percent from 0 to 28, at most two decimals.',
      'roomTaxSlabs.2.upTo': 'Give the highest night tariff this slab taxes (only the last slab is open-ended).',
      'roomTaxSlabs.3.upTo': 'The last slab has no upper limit: it taxes every night above the one before.',
      'roomTaxSlabs.3.percent': 'Give a GST percent from 0 to 28, at most two decimals.',
    });
    expect(settingsProblems(with_({ roomTaxSlabs: [] }))).toHaveProperty('roomTaxSlabs');
    expect(
      settingsProblems(
        with_({
          roomTaxSlabs: [
            { upTo: 7500.001, percent: 5 },
            { upTo: null, percent: 18 },
          ],
        }),
      ),
    ).toHaveProperty(['roomTaxSlabs.0.upTo']);
  });

  it('names the field in the backend refusal', () => {
    expect(problemText({ cFormHours: 'Give whole hours.', 'roomTaxSlabs.1.upTo': 'Slabs go up.' })).toBe(
      'C-Form due within (hours): Give whole hours. GST slab 2, up to: Slabs go up.',
    );
  });
});

describe('settingsFrom', () => {
  it('reads what the form sends and turns the missing or mistyped into values the rules refuse', () => {
    expect(
      settingsFrom({
        checkOutTime: '11:00',
        cFormHours: '24',
        roomTaxSlabs: [
          { upTo: '7500', percent: 5 },
          { upTo: null, percent: 18 },
        ],
        cancelSameDayOnly: true,
      }),
    ).toEqual({
      checkOutTime: '11:00',
      cFormHours: 24,
      roomTaxSlabs: [
        { upTo: 7500, percent: 5 },
        { upTo: null, percent: 18 },
      ],
      cancelSameDayOnly: true,
    });
    const odd = settingsFrom({ cFormHours: 'x', roomTaxSlabs: 'none' });
    expect(Object.keys(settingsProblems(odd)).sort()).toEqual(['cFormHours', 'checkOutTime', 'roomTaxSlabs']);
  });
});
