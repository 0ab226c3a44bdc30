/** A 640 × 400 sample picture (hills under a sun), so the cropper can be tried without a file of one's own. */
const SAMPLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5fc"/><stop offset="1" stop-color="#e0c3fc"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#sky)"/>
<circle cx="480" cy="110" r="56" fill="#ffd166"/>
<path d="M0 300 Q160 200 320 290 T640 260 V400 H0 Z" fill="#6a994e"/>
<path d="M0 340 Q200 270 380 340 T640 330 V400 H0 Z" fill="#386641"/>
<rect x="120" y="250" width="60" height="50" fill="#bc4749"/><path d="M110 255 L150 220 L190 255 Z" fill="#6b2737"/>
</svg>`;

export const SAMPLE_PICTURE = `data:image/svg+xml,${encodeURIComponent(SAMPLE_SVG)}`;
export const SAMPLE_NAME = 'sample-hills.svg';
