export { Badge } from "./badge.tsx";
export { Button, buttonClasses } from "./button.tsx";
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.tsx";
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.tsx";
export { FieldError, Input, Label, Select, Textarea } from "./input.tsx";
export { Progress } from "./progress.tsx";
export { Skeleton } from "./skeleton.tsx";
export { Spinner } from "./spinner.tsx";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";
export { Toaster, toast } from "./toaster.tsx";
