export type OccupantKind = 'STUDENT' | 'GUEST';

/** Who holds a bed: a student of the school (by admission number) or a guest (name and mobile). */
export interface Occupant {
  kind: OccupantKind;
  /** 'S:<admissionNo>' for a student (the same across their allocations), 'G:<allocNo>' for a guest. */
  key: string;
  name: string;
  admissionNo: string;
  mobile: string;
  /** The student's class and section, e.g. 'VII B'; '' for a guest. */
  className: string;
}

/**
 * One stretch of an allocation in one bed: from a day (inclusive) to the day the bed was left (exclusive; null while
 * held).
 */
export interface StaySegment {
  hostel: string;
  room: string;
  bedId: string;
  from: string;
  to: string | null;
  /** '' when the bed is let alone (the room category's rent per bed). */
  packageCode: string;
  packageName: string;
  /** The rent a month in rupees, frozen when the segment began. */
  monthlyRate: number;
}

export type AllocationStatus = 'ACTIVE' | 'VACATED';

export interface HostelAllocation {
  /** HAL<yy>-<MM>/<nnnn>. */
  allocNo: string;
  occupant: Occupant;
  /** Oldest first; a transfer closes the last and opens another, so the history is kept. */
  segments: StaySegment[];
  from: string;
  to: string | null;
  status: AllocationStatus;
  remarks: string;
  createdAt: string;
  createdBy: string;
}

export interface StudentChoice {
  admissionNo: string;
  name: string;
  className: string;
  gender: string;
  /** The bed the student holds now ('' if none). */
  bedId: string;
}

export type PackagePeriod = 'MONTH' | 'TERM' | 'YEAR';

export interface PackageChoice {
  code: string;
  name: string;
  roomCategory: string;
  period: PackagePeriod;
  /** The package's price for its period (per person), rupees. */
  price: number;
  /** What a month of it costs: the price over the period's months. */
  monthlyRate: number;
  /** The names of the services it includes. */
  services: string[];
}

export interface CategoryChoice {
  code: string;
  name: string;
  /** The rent per bed a month (a bed let alone, without a package). */
  monthlyRent: number;
}

export interface AllocationRequirements {
  today: string;
  students: StudentChoice[];
  packages: PackageChoice[];
  categories: CategoryChoice[];
}

export interface AllocateInput {
  bedId: string;
  occupantKind: OccupantKind;
  admissionNo: string;
  guestName: string;
  guestMobile: string;
  /** '' lets the bed alone at its room category's rent per bed. */
  packageCode: string;
  fromDate: string;
  remarks: string;
}

export interface TransferInput {
  allocNo: string;
  bedId: string;
  date: string;
  packageCode: string;
}

export interface VacateInput {
  allocNo: string;
  date: string;
  remarks: string;
}

export interface BedStatusInput {
  bedId: string;
  outOfService: boolean;
  reason: string;
}

/** An occupant who may be charged for a month: held a bed some day of it. */
export interface OccupantChoice {
  allocNo: string;
  key: string;
  name: string;
  kind: OccupantKind;
  bedId: string;
  active: boolean;
  packageCode: string;
  /** Service codes the occupant's package already includes (not subscribed again). */
  included: string[];
}
