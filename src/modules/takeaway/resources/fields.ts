// The take-away's field shapes are the masters kit's; its reports take the reference shape from here.
export { refTo } from '../../../kits/masters/fields';
