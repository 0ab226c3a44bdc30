/** [code, name, sequence, standard hours, work centre, quality check after] */
export type ProcessRow = readonly [string, string, number, number, string, boolean];
/**
 * [process, item name (as in the inventory seed), quantity per batch, unit (empty: the item's stock unit), wastage %]
 */
export type AttachmentRow = readonly [string, string, number, string, number];

export interface Routing {
  processes: readonly ProcessRow[];
  attachments: readonly AttachmentRow[];
}

/** A central kitchen's day (restaurants and take-away): receive, prepare, cook, chill, portion, pack. */
export const KITCHEN: Routing = {
  processes: [
    ['RCV', 'Receiving and inspection', 10, 0.5, 'Receiving bay', true],
    ['WSH', 'Washing and cleaning', 20, 1, 'Wash area', false],
    ['CUT', 'Cutting and chopping', 30, 1.5, 'Preparation section', false],
    ['MAR', 'Marination', 40, 4, 'Cold room', false],
    ['GRD', 'Masala grinding', 50, 0.75, 'Wet grinder station', false],
    ['COK', 'Cooking', 60, 2, 'Hot kitchen range', true],
    ['TND', 'Tandoor baking', 70, 1, 'Tandoor section', false],
    ['CHL', 'Blast chilling', 80, 1.5, 'Blast chiller', true],
    ['PRT', 'Portioning', 90, 0.5, 'Assembly line', false],
    ['PCK', 'Packing and sealing', 100, 0.75, 'Packing station', true],
  ],
  attachments: [
    ['WSH', 'Onion', 20, '', 0],
    ['WSH', 'Tomato', 15, '', 2],
    ['WSH', 'Potato', 25, '', 1],
    ['WSH', 'Coriander leaves', 2, '', 10],
    ['CUT', 'Onion', 20, '', 8],
    ['CUT', 'Ginger', 1.5, '', 10],
    ['CUT', 'Garlic', 1.5, '', 12],
    ['CUT', 'Green chilli', 1, '', 5],
    ['MAR', 'Chicken (curry cut)', 20, '', 3],
    ['MAR', 'Curd', 4, '', 0],
    ['MAR', 'Red chilli powder', 400, 'GM', 0],
    ['MAR', 'Garam masala', 150, 'GM', 0],
    ['MAR', 'Lemon', 30, '', 0],
    ['GRD', 'Cumin seeds', 500, 'GM', 1],
    ['GRD', 'Turmeric powder', 250, 'GM', 1],
    ['COK', 'Basmati rice', 25, '', 0],
    ['COK', 'Toor dal', 10, '', 0],
    ['COK', 'Butter', 2, '', 0],
    ['COK', 'Paneer', 8, '', 2],
    ['COK', 'Mutton', 12, '', 3],
    ['TND', 'Wheat flour (atta)', 15, '', 2],
    ['TND', 'Butter', 1.5, '', 0],
    ['PCK', 'Takeaway container 500 ml', 200, '', 1],
    ['PCK', 'Paper bag (large)', 100, '', 1],
    ['PCK', 'Aluminium foil roll', 2, '', 0],
    ['PCK', 'Tissue roll', 10, '', 0],
  ],
};

/** A machine shop's routing for shafts and flanges (D-USI). */
export const MACHINING: Routing = {
  processes: [
    ['CUT', 'Bar cutting', 10, 0.5, 'Bandsaw BS-1', false],
    ['TRN', 'CNC turning', 20, 2.5, 'CNC lathe LT-2', true],
    ['VMC', 'VMC milling', 30, 3, 'VMC-850', true],
    ['DRL', 'Drilling and tapping', 40, 1, 'Radial drill RD-1', false],
    ['HT', 'Induction hardening', 50, 6, 'Heat treatment (outsourced)', true],
    ['GRN', 'Cylindrical grinding', 60, 1.5, 'Grinder G-1', true],
    ['DBR', 'Deburring', 70, 0.5, 'Fitting bench', false],
    ['ASM', 'Sub-assembly', 80, 2, 'Assembly bench', true],
    ['INS', 'Final inspection', 90, 0.75, 'Metrology lab', true],
    ['PCK', 'Rust preventive and packing', 100, 0.5, 'Dispatch', false],
  ],
  attachments: [
    ['CUT', 'MS round bar 20 mm', 120, '', 4],
    ['CUT', 'EN8 bright bar 32 mm', 150, '', 5],
    ['CUT', 'Aluminium 6061 rod 40 mm', 40, '', 3],
    ['TRN', 'Carbide insert CNMG 120408', 10, '', 0],
    ['TRN', 'Cutting oil', 5, '', 5],
    ['VMC', 'End mill 12 mm', 2, '', 0],
    ['VMC', 'Cutting oil', 4, '', 5],
    ['DRL', 'HSS drill 8.5 mm', 4, '', 0],
    ['GRN', 'Grinding wheel 200 mm', 1, '', 0],
    ['ASM', 'Ball bearing 6204', 50, '', 0],
    ['ASM', 'Hex bolt M10 x 40', 200, '', 1],
    ['ASM', 'Hex nut M10', 200, '', 1],
    ['ASM', 'Spring washer M10', 200, '', 1],
    ['ASM', 'Allen screw M8 x 25', 100, '', 1],
    ['PCK', 'Grease EP2', 1, '', 0],
    ['PCK', 'Hydraulic oil 68', 2, '', 0],
  ],
};

/** A building site's sequence for one floor slab (D-CON). */
export const SITE: Routing = {
  processes: [
    ['EXC', 'Excavation', 10, 16, 'Site - earthwork', false],
    ['PCC', 'Plain cement concrete', 20, 8, 'Site - foundation', true],
    ['RFT', 'Reinforcement', 30, 24, 'Bar bending yard', true],
    ['SHT', 'Shuttering', 40, 16, 'Site - carpentry', false],
    ['RCC', 'RCC concreting', 50, 12, 'Batching plant', true],
    ['CUR', 'Curing', 60, 168, 'Site', false],
    ['MSN', 'Block masonry', 70, 40, 'Site - superstructure', false],
    ['PLS', 'Plastering', 80, 32, 'Site - finishes', true],
  ],
  attachments: [
    ['PCC', 'OPC cement 53 grade', 40, '', 2],
    ['PCC', 'River sand', 3, '', 5],
    ['PCC', 'Coarse aggregate 20 mm', 6, '', 3],
    ['RFT', 'MS round bar 20 mm', 2000, '', 5],
    ['SHT', 'MS plate 6 mm', 300, '', 0],
    ['SHT', 'Hex bolt M10 x 40', 100, '', 5],
    ['RCC', 'OPC cement 53 grade', 80, '', 2],
    ['RCC', 'River sand', 5, '', 5],
    ['RCC', 'Coarse aggregate 20 mm', 10, '', 3],
    ['MSN', 'OPC cement 53 grade', 20, '', 2],
    ['MSN', 'River sand', 4, '', 5],
    ['PLS', 'OPC cement 53 grade', 15, '', 3],
    ['PLS', 'River sand', 3, '', 5],
  ],
};
