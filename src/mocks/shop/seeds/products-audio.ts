import type { ProductDraft } from './product-builder';

/** Speakers and headphones. */
export const AUDIO_PRODUCTS: readonly ProductDraft[] = [
  {
    _id: 'p01', name: 'Boom Tower Speaker', subtitle: '80 W floor-standing party speaker', category: 'speaker',
    description: 'A tall tower speaker with deep bass and Bluetooth 5.3 for living rooms and small halls.',
    tags: ['bluetooth', 'party', 'bass'], price: [7999, 10999], ratings: [4.4, 1286],
    features: ['80 W RMS output', 'Bluetooth 5.3 and AUX', 'Karaoke mic input', 'Remote control'], badge: ['Bestseller', 'success'],
  },
  {
    _id: 'p02', name: 'Pebble Mini Bluetooth Speaker', category: 'speaker',
    description: 'Palm-sized speaker with a clip, good for desks, bikes and picnics.',
    tags: ['portable', 'bluetooth'], price: [1299, 1999], ratings: [4.1, 3410],
    features: ['5 W output', '10 hours playback', 'USB-C charging', 'Built-in mic for calls'], badge: ['New', 'info'],
  },
  {
    _id: 'p03', name: 'SoundBar Cinema 2.1', subtitle: 'With wireless subwoofer', category: 'speaker',
    description: 'A slim soundbar and wireless subwoofer that fill a living room with clear dialogue and rich bass.',
    tags: ['home theatre', 'soundbar', 'hdmi'], price: [12499, 15999], ratings: [4.5, 892],
    features: ['160 W total output', 'HDMI ARC and optical in', 'Three EQ modes', 'Wall-mount kit included'], badge: ['22% off', 'red'],
  },
  {
    _id: 'p04', name: 'AquaBeat Waterproof Speaker', category: 'speaker',
    description: 'IPX7 waterproof speaker that floats, for pool-side and monsoon outings.',
    tags: ['waterproof', 'portable', 'outdoor'], price: [2499, 3499], ratings: [4.2, 1544],
    features: ['IPX7 water resistance', '12 hours playback', 'Pair two for stereo', 'Rugged rubber shell'], badge: ['Waterproof', 'primary'],
  },
  {
    _id: 'p05', name: 'PartyBox Neo 150W', subtitle: 'Light show party speaker', category: 'speaker',
    description: 'A loud party speaker with a built-in light show, trolley handle and guitar input.',
    tags: ['party', 'lights', 'karaoke'], price: [14999, 18999], ratings: [4.6, 640],
    features: ['150 W output', 'RGB light show', 'Guitar and mic inputs', '15 hours battery'], badge: ['Hot', 'warning'],
  },
  {
    _id: 'p06', name: 'Retro Wood Desk Speaker', category: 'speaker',
    description: 'Walnut-finish desk speaker with FM radio and a warm, full sound.',
    tags: ['retro', 'fm radio', 'desk'], price: [3299, 3999], ratings: [4.0, 318],
    features: ['FM radio with presets', 'Bluetooth and USB playback', 'Real wood cabinet', 'Alarm clock'], badge: ['Limited', 'primary'],
  },
  {
    _id: 'p07', name: 'AirLite Wireless Headphones', subtitle: 'Light over-ear headphones', category: 'headphone',
    description: 'Comfortable wireless headphones that weigh under 200 g and last all week.',
    tags: ['wireless', 'over-ear', 'lightweight'], price: [2499, 3999], ratings: [4.3, 5120],
    features: ['40 hours playback', '10 minute quick charge', 'Foldable design', 'Dual device pairing'], badge: ['Bestseller', 'success'],
  },
  {
    _id: 'p08', name: 'Studio Pro ANC Headphones', subtitle: 'Active noise cancelling', category: 'headphone',
    description: 'Studio-grade headphones with hybrid noise cancelling for flights, trains and offices.',
    tags: ['anc', 'wireless', 'premium'], price: [8999, 12999], ratings: [4.7, 2231],
    features: ['Hybrid ANC up to 42 dB', 'Hi-Res audio', 'Transparency mode', '30 hours with ANC on'], badge: ['Top rated', 'primary'],
  },
  {
    _id: 'p09', name: 'BassBuds TWS Earbuds', category: 'headphone',
    description: 'True wireless earbuds with punchy bass and a pocket-sized charging case.',
    tags: ['earbuds', 'tws', 'bass'], price: [1799, 2999], ratings: [4.0, 8735],
    features: ['36 hours with case', 'Low-latency game mode', 'IPX5 sweat resistance', 'Touch controls'], badge: ['Sale', 'red'],
  },
  {
    _id: 'p10', name: 'SportFit Neckband', category: 'headphone',
    description: 'A secure neckband for runs and gym sessions, with magnetic earbuds.',
    tags: ['neckband', 'sports', 'wireless'], price: [999, 1799], ratings: [3.9, 6402],
    features: ['25 hours playback', 'Magnetic earbuds', 'Vibration call alert', 'IPX5 rating'], badge: ['Sweatproof', 'info'],
  },
  {
    _id: 'p11', name: 'KidSafe Volume-Limited Headphones', category: 'headphone',
    description: 'Soft, colourful headphones for children with the volume capped at 85 dB.',
    tags: ['kids', 'wired', 'safe volume'], price: [1199, 1499], ratings: [4.4, 712],
    features: ['85 dB volume limit', 'Tangle-free cable', 'Share port for a friend', 'Stickers included'], badge: ['New', 'info'],
  },
  {
    _id: 'p12', name: 'GameZone 7.1 Gaming Headset', subtitle: 'Surround sound with boom mic', category: 'headphone',
    description: 'A gaming headset with virtual 7.1 surround, a detachable mic and cool-gel ear cushions.',
    tags: ['gaming', 'surround', 'usb'], price: [3499, 4999], ratings: [4.2, 1967],
    features: ['Virtual 7.1 surround', 'Noise-reducing boom mic', 'RGB lighting', 'PC and console support'], badge: ['Gamer pick', 'warning'],
  },
];
