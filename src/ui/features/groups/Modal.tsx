// The groups area's dialog is the app's titled dialog.
export { AppDialog as Modal } from '../../components/dialog/AppDialog';
