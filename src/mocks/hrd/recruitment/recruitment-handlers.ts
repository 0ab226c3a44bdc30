import type { HttpHandler } from 'msw';
import { appointmentHandlers } from './appointment-handlers';
import { interviewHandlers } from './interview-handlers';
import { resumeHandlers } from './resume-handlers';

/** The demo backend's HR recruitment routes: the resume bank, interviews and appointments (contract 04-hrd.md). */
export const recruitmentHandlers: HttpHandler[] = [...resumeHandlers, ...interviewHandlers, ...appointmentHandlers];
