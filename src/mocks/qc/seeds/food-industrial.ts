import type { TestPlan } from './test-rows';

/** Kitchens: FSSAI-style receiving checks, cooking and holding temperatures, delivery complaints. */
export const FOOD_TESTS: TestPlan = {
  raw: [
    ['Milk fat', 'Fat content', '%', 3.5, 6.5, 'Gerber butyrometer', true, 'DAI'],
    ['Milk adulteration', 'Lactometer reading', '°L', 26, 32, 'Lactometer at 27 °C', true, 'DAI'],
    ['Chilled receipt temperature', 'Core temperature', '°C', 0, 5, 'Probe thermometer', true, 'MEA'],
    ['Meat freshness', 'pH', 'pH', 5.5, 6.2, 'pH meter', false, 'MEA'],
    ['Rice moisture', 'Moisture content', '%', null, 14, 'Grain moisture meter', true, 'GRN'],
    ['Foreign matter in grains', 'Foreign matter', '%', 0, 1, 'Sieve and visual check', true, 'GRN'],
    ['Chilli powder colour', 'Artificial colour found', '0/1', 0, 0, 'Water float test', true, 'SPC'],
    ['Turmeric adulteration', 'Metanil yellow found', '0/1', 0, 0, 'Hydrochloric acid spot test', true, 'SPC'],
    ['Vegetable freshness', 'Visual grade (1 to 5)', 'grade', 3, 5, 'Visual inspection', false, 'VEG'],
    ['Fruit ripeness', 'Sugar content', '°Bx', 12, 22, 'Hand refractometer', false, 'FRU'],
    ['Container leak test', 'Leaking containers', 'count', 0, 0, 'Water fill and invert', false, 'PKG'],
    ['Beverage shelf life', 'Days to best before', 'days', 90, null, 'Label check', true, 'BEV'],
  ],
  production: [
    ['Cooking core temperature', 'Core temperature', '°C', 75, 100, 'Probe thermometer', true],
    ['Hot holding', 'Holding temperature', '°C', 63, 90, 'Probe thermometer', true],
    ['Blast chilling', 'Temperature after 90 minutes', '°C', 0, 5, 'Probe thermometer', true],
    ['Portion weight', 'Net weight per portion', 'g', 240, 260, 'Kitchen scale', true],
    ['Curd set', 'pH', 'pH', 4.2, 4.6, 'pH meter', false],
    ['Salt in gravy', 'Salt', '%', 0.8, 1.2, 'Salinity meter', false],
    ['Frying oil quality', 'Total polar compounds', '%', 0, 25, 'TPC tester', true],
    ['Taste panel', 'Score (1 to 10)', 'score', 7, 10, 'Chef tasting panel', false],
  ],
  saleReturn: [
    ['Temperature on return', 'Food temperature', '°C', null, 5, 'Probe thermometer', true],
    ['Packaging integrity', 'Seal intact (1 yes, 0 no)', '0/1', 1, 1, 'Visual', true],
    ['Foreign object complaint', 'Foreign objects found', 'count', 0, 0, 'Visual inspection', true],
    ['Quantity complaint', 'Net weight shortfall', '%', 0, 5, 'Kitchen scale', false],
    ['Time since dispatch', 'Elapsed time', 'minutes', 0, 120, 'Bill time stamp', true],
    ['Taste complaint re-check', 'Score (1 to 10)', 'score', 6, 10, 'Chef tasting', false],
  ],
};

/**
 * Machine shops and sites: steel, cement and bought-out parts in, machined parts and concrete checked, returns
 * re-inspected.
 */
export const INDUSTRIAL_TESTS: TestPlan = {
  raw: [
    ['Tensile strength', 'Ultimate tensile strength', 'MPa', 410, 560, 'UTM test (IS 1608)', true, 'STL'],
    ['Carbon content', 'Carbon', '%', 0.35, 0.45, 'Spectro analysis', true, 'STL'],
    ['Bar diameter', 'Deviation from nominal', 'mm', -0.1, 0.1, 'Vernier calliper', true, 'STL'],
    ['Aluminium hardness', 'Hardness', 'HB', 90, 100, 'Brinell hardness tester', false, 'ALU'],
    ['Bolt proof load', 'Proof load', 'kN', 33.7, null, 'Tensile tester', false, 'FAS'],
    ['Thread gauge', 'Go / no-go passed', '0/1', 1, 1, 'Thread ring gauge', true, 'FAS'],
    ['Bearing clearance', 'Radial internal clearance', 'µm', 5, 20, 'Dial gauge', true, 'BRG'],
    ['Cement strength', '28-day compressive strength', 'MPa', 53, null, 'Cube test (IS 4031)', true, 'CEM'],
    ['Sand silt content', 'Silt', '%', 0, 8, 'Field settling test', true, 'CEM'],
    ['Hydraulic oil viscosity', 'Kinematic viscosity at 40 °C', 'cSt', 61.2, 74.8, 'Viscometer', false, 'LUB'],
    ['Insert grade', 'Grade matches order', '0/1', 1, 1, 'Box label check', false, 'CUT'],
  ],
  production: [
    ['Outer diameter', 'Deviation from drawing', 'mm', -0.02, 0.02, 'Outside micrometer', true],
    ['Surface roughness', 'Ra', 'µm', 0, 1.6, 'Surface roughness tester', true],
    ['Case hardness', 'Hardness after induction hardening', 'HRC', 50, 55, 'Rockwell tester', true],
    ['Run-out', 'Total run-out', 'mm', 0, 0.03, 'Dial gauge on V-blocks', true],
    ['Thread check', 'Go / no-go passed', '0/1', 1, 1, 'Thread plug gauge', true],
    ['Paint thickness', 'Dry film thickness', 'µm', 40, 80, 'DFT gauge', false],
    ['Concrete slump', 'Slump', 'mm', 75, 100, 'Slump cone (IS 1199)', true],
    ['Concrete cube (7 days)', 'Compressive strength', 'MPa', 16, null, 'Cube test (IS 516)', true],
  ],
  saleReturn: [
    ['Dimensional re-check', 'Critical dimension deviation', 'mm', -0.02, 0.02, 'Outside micrometer', true],
    ['Transit damage', 'Dents or scratches found', 'count', 0, 0, 'Visual', true],
    ['Rust', 'Rust spots found', 'count', 0, 0, 'Visual', true],
    ['Hardness re-check', 'Hardness', 'HRC', 50, 55, 'Rockwell tester', false],
    ['Functional fit', 'Fits mating part (1 yes, 0 no)', '0/1', 1, 1, 'Trial assembly', true],
    ['Traceability', 'Heat number legible', '0/1', 1, 1, 'Visual', false],
  ],
};
