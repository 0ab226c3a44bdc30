import type { ProductDraft } from './product-builder';

/** Watches and phones. */
export const DEVICE_PRODUCTS: readonly ProductDraft[] = [
  {
    _id: 'p13', name: 'Pulse Fit Smartwatch', subtitle: 'Heart rate and SpO2 tracking', category: 'watch',
    description: 'An everyday smartwatch that tracks steps, sleep, heart rate and blood oxygen.',
    tags: ['smartwatch', 'fitness', 'health'], price: [2999, 4999], ratings: [4.2, 9320],
    features: ['1.8 inch display', '100+ sports modes', 'Bluetooth calling', '7 days battery'], badge: ['Bestseller', 'success'],
  },
  {
    _id: 'p14', name: 'Classic Steel Analog Watch', category: 'watch',
    description: 'A stainless steel analog watch with a sapphire-coated glass and date window.',
    tags: ['analog', 'steel', 'formal'], price: [4499, 5999], ratings: [4.5, 1104],
    features: ['Japanese quartz movement', '50 m water resistance', 'Date display', 'Two-year warranty'], badge: ['Premium', 'primary'],
  },
  {
    _id: 'p15', name: 'Runner GPS Watch', subtitle: 'Built-in dual-band GPS', category: 'watch',
    description: 'A running watch with accurate GPS, training plans and recovery advice.',
    tags: ['gps', 'running', 'sports'], price: [6999, 8999], ratings: [4.6, 845],
    features: ['Dual-band GPS', 'Training load and recovery', '14 days battery', '5 ATM water resistance'], badge: ['New', 'info'],
  },
  {
    _id: 'p16', name: 'Kids Tracker Watch', category: 'watch',
    description: 'A 4G watch for children with location tracking, SOS button and parent-approved contacts.',
    tags: ['kids', '4g', 'gps'], price: [2199, 2999], ratings: [4.0, 1532],
    features: ['Live location', 'SOS calling', 'Safe-zone alerts', 'Class mode'], badge: ['Safe', 'info'],
  },
  {
    _id: 'p17', name: 'Aura AMOLED Smartwatch', subtitle: 'Always-on AMOLED display', category: 'watch',
    description: 'A bright always-on AMOLED smartwatch with a metal frame and wireless charging.',
    tags: ['smartwatch', 'amoled', 'premium'], price: [4999, 7499], ratings: [4.3, 2710],
    features: ['1.43 inch AMOLED', 'Always-on display', 'Wireless charging', 'Voice assistant'], badge: ['Hot', 'warning'],
  },
  {
    _id: 'p18', name: 'Solar Field Watch', category: 'watch',
    description: 'A rugged field watch powered by light, with a canvas strap and luminous hands.',
    tags: ['solar', 'outdoor', 'analog'], price: [3799, 4499], ratings: [4.4, 402],
    features: ['Solar powered', 'Luminous hands', '100 m water resistance', 'Canvas strap'], badge: ['Sale', 'red'],
  },
  {
    _id: 'p19', name: 'Nova 5G Smartphone', subtitle: '8 GB RAM, 128 GB storage', category: 'phone',
    description: 'A fast 5G phone with a 120 Hz display, 50 MP camera and a two-day battery.',
    tags: ['5g', 'android', 'camera'], price: [17999, 21999], ratings: [4.3, 12650],
    features: ['6.7 inch 120 Hz display', '50 MP main camera', '5000 mAh battery', '33 W fast charging'], badge: ['Bestseller', 'success'],
  },
  {
    _id: 'p20', name: 'Nova Lite 4G Phone', category: 'phone',
    description: 'A dependable 4G phone with a big battery and a clean, simple interface.',
    tags: ['4g', 'android', 'budget'], price: [9999, 11999], ratings: [4.0, 7815],
    features: ['6.5 inch HD+ display', '6000 mAh battery', 'Dual SIM with memory card slot', 'Face unlock'], badge: ['Value', 'primary'],
  },
  {
    _id: 'p21', name: 'Zenith Pro 5G', subtitle: 'Flagship with periscope zoom', category: 'phone',
    description: 'A flagship phone with a periscope telephoto camera, curved AMOLED display and IP68 rating.',
    tags: ['5g', 'flagship', 'camera'], price: [34999, 39999], ratings: [4.6, 3304],
    features: ['6.8 inch curved AMOLED', '3x periscope zoom', 'IP68 dust and water', '80 W charging'], badge: ['Flagship', 'warning'],
  },
  {
    _id: 'p22', name: 'Feature Phone Dual SIM', category: 'phone',
    description: 'A keypad phone with dual SIM, torch, FM radio and a battery that lasts for days.',
    tags: ['feature phone', 'dual sim', 'keypad'], price: [1299, 1599], ratings: [4.1, 20418],
    features: ['2.4 inch display', 'Wireless FM radio', 'Bright torch', '1800 mAh battery'], badge: ['Basic', 'info'],
  },
  {
    _id: 'p23', name: 'Fold Flip 5G', subtitle: 'Compact foldable phone', category: 'phone',
    description: 'A flip foldable that closes to pocket size, with a cover screen for quick replies.',
    tags: ['5g', 'foldable', 'premium'], price: [54999, 64999], ratings: [4.4, 986],
    features: ['6.7 inch foldable display', '3.4 inch cover screen', 'Flex-mode camera', 'IPX8 rating'], badge: ['New', 'info'],
  },
  {
    _id: 'p24', name: 'Rugged Max Outdoor Phone', category: 'phone',
    description: 'A drop-proof outdoor phone with a huge battery, thermal camera and loud speaker.',
    tags: ['rugged', 'outdoor', 'battery'], price: [19999, 23999], ratings: [4.2, 574],
    features: ['MIL-STD-810H tested', '10000 mAh battery', 'Thermal imaging camera', 'IP69K rating'], badge: ['Sale', 'red'],
  },
];
